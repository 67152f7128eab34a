import { type Invoice, invoiceSchema } from "@hirelens/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type ApiClient, api } from "@/lib/api-client";
import { downloadFile } from "@/lib/fetch-file";

/** GET /api/billing/invoices: numbered, dated, with their line items; newest first. */
export async function getInvoices(client: ApiClient = api): Promise<Invoice[]> {
  return z.array(invoiceSchema).parse(await client.get<unknown>("/billing/invoices"));
}

export function getInvoicesQueryOptions() {
  return queryOptions({
    queryKey: ["billing", "invoices"],
    queryFn: () => getInvoices(),
    staleTime: 0,
  });
}

export function useInvoices() {
  return useQuery(getInvoicesQueryOptions());
}

/** GET /api/billing/invoices/:id/pdf, saved as a file. */
export async function downloadInvoicePdf(invoice: Pick<Invoice, "id" | "number">): Promise<void> {
  await downloadFile(
    `/billing/invoices/${invoice.id}/pdf`,
    `hirelens-invoice-${invoice.number}.pdf`,
  );
}

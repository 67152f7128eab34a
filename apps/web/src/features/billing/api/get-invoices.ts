import { ERROR_MESSAGES, type Invoice, invoiceSchema, STORAGE_KEYS } from "@hirelens/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { API_BASE_URL } from "@/config/env";
import { type ApiClient, api } from "@/lib/api-client";

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

/**
 * GET /api/billing/invoices/:id/pdf, saved as a file. A binary body, so plain fetch with the
 * bearer token rather than the JSON client.
 */
export async function downloadInvoicePdf(invoice: Pick<Invoice, "id" | "number">): Promise<void> {
  const token = window.localStorage.getItem(STORAGE_KEYS.authToken);
  const response = await fetch(`${API_BASE_URL}/billing/invoices/${invoice.id}/pdf`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok)
    throw new Error(response.status === 404 ? ERROR_MESSAGES.notFound : ERROR_MESSAGES.server);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `hirelens-invoice-${invoice.number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

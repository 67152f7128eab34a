import { formatPrice, type Invoice } from "@hirelens/contracts";
import { Download, ReceiptText } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { notify } from "@/components/ui/notifications/notifications-store";
import { downloadInvoicePdf } from "../api/get-invoices";
import { formatDate } from "./format";

export function InvoicesCard({ invoices }: { invoices: Invoice[] }) {
  const [downloading, setDownloading] = useState<string | null>(null);
  async function download(invoice: Invoice) {
    setDownloading(invoice.id);
    try {
      await downloadInvoicePdf(invoice);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : "Download failed");
    } finally {
      setDownloading(null);
    }
  }
  return (
    <Card>
      <CardHeader
        title="Invoices"
        description="Every payment, numbered and dated. Download any of them as a PDF."
      />
      {invoices.length === 0 ? (
        <EmptyState
          icon={ReceiptText}
          title="No invoices yet"
          description="Your invoices appear here after your first payment."
        />
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[560px] text-left text-sm">
            <thead className="border-b border-slate-100 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-2.5 sm:px-5">
                  Invoice
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Date
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Description
                </th>
                <th scope="col" className="px-3 py-2.5 text-right">
                  Amount
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Status
                </th>
                <th scope="col" className="px-4 py-2.5 sm:px-5">
                  <span className="sr-only">Download</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {invoices.map((invoice) => (
                <tr key={invoice.id} data-testid="invoice-row">
                  <td className="px-4 py-3 font-medium whitespace-nowrap text-slate-900 sm:px-5 dark:text-white">
                    {invoice.number}
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap text-slate-600 dark:text-slate-400">
                    {formatDate(invoice.issuedAt)}
                  </td>
                  <td className="px-3 py-3 text-slate-700 dark:text-slate-300">
                    {invoice.lines.map((line) => line.description).join(", ")}
                  </td>
                  <td className="px-3 py-3 text-right font-medium tabular-nums text-slate-900 dark:text-white">
                    {formatPrice(invoice.totalCents, invoice.currency)}
                  </td>
                  <td className="px-3 py-3">
                    <Badge tone={invoice.status === "paid" ? "success" : "warning"}>
                      {invoice.status === "paid" ? "Paid" : invoice.status}
                    </Badge>
                  </td>
                  <td className="px-4 py-3 text-right sm:px-5">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => download(invoice)}
                      isLoading={downloading === invoice.id}
                      loadingText="Preparing..."
                      leftIcon={<Download aria-hidden="true" className="size-4" />}
                      aria-label={`Download invoice ${invoice.number} as PDF`}
                    >
                      PDF
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

import { formatPrice } from "@hirelens/contracts";
import PDFDocument from "pdfkit";
import { writeText } from "../../lib/pdf-text.ts";

export interface InvoicePdfInput {
  number: string;
  issuedAt: Date;
  status: string;
  customerName: string;
  customerEmail: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  currency: string;
  lines: Array<{
    description: string;
    quantity: number;
    unitAmountCents: number;
    amountCents: number;
  }>;
  subtotalCents: number;
  totalCents: number;
  paymentMethod: string | null;
  sellerEmail: string;
  sellerUrl: string;
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/**
 * Renders an invoice as a PDF in the bundled Noto Sans (lib/pdf-text.ts: any script, no font
 * download); the text is a real text layer, so the PDF is searchable and its amounts can be read back in tests.
 */
export function renderInvoicePdf(invoice: InvoicePdfInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: 56,
      info: { Title: `Invoice ${invoice.number}`, Author: "HireLens" },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    const money = (cents: number) => formatPrice(cents, invoice.currency);
    const left = 56;
    const right = doc.page.width - 56;
    const width = right - left;

    const write = (text: string, options: Parameters<typeof writeText>[2] = {}) =>
      writeText(doc, text, options);
    doc.fillColor("#4f46e5").fontSize(22);
    write("HireLens", { weight: 700, x: left, y: 56 });
    doc.fillColor("#475569").fontSize(9);
    write("AI-powered resume matching", { x: left, y: 84 });
    write(invoice.sellerUrl);
    write(invoice.sellerEmail);

    doc.fillColor("#0f172a").fontSize(18);
    write("Invoice", { weight: 700, x: left, y: 56, width, align: "right" });
    doc.fontSize(10).fillColor("#334155");
    write(`Invoice number: ${invoice.number}`, { x: left, y: 82, width, align: "right" });
    write(`Date: ${dateFormat.format(invoice.issuedAt)}`, { width, align: "right" });
    write(`Status: ${invoice.status === "paid" ? "Paid" : invoice.status}`, {
      width,
      align: "right",
    });

    doc.moveDown(3);
    const billedY = Math.max(doc.y, 150);
    doc.fontSize(10).fillColor("#0f172a");
    write("Billed to", { weight: 700, x: left, y: billedY });
    doc.fillColor("#334155");
    write(invoice.customerName);
    write(invoice.customerEmail);
    if (invoice.periodStart && invoice.periodEnd) {
      doc.moveDown(0.5);
      write(
        `Service period: ${dateFormat.format(invoice.periodStart)} – ${dateFormat.format(invoice.periodEnd)}`,
      );
    }

    const columns = { description: left, quantity: left + width * 0.55, unit: left + width * 0.68 };
    let y = doc.y + 24;
    doc.rect(left, y - 6, width, 22).fill("#f1f5f9");
    doc.fillColor("#0f172a").fontSize(10);
    write("Description", { weight: 700, x: columns.description + 6, y });
    write("Qty", { weight: 700, x: columns.quantity, y, width: 40, align: "right" });
    write("Unit price", { weight: 700, x: columns.unit, y, width: 70, align: "right" });
    write("Amount", { weight: 700, x: left, y, width: width - 6, align: "right" });
    y += 26;
    doc.fillColor("#334155");
    for (const line of invoice.lines) {
      write(line.description, { x: columns.description + 6, y, width: width * 0.5 });
      const rowBottom = doc.y;
      write(String(line.quantity), { x: columns.quantity, y, width: 40, align: "right" });
      write(money(line.unitAmountCents), { x: columns.unit, y, width: 70, align: "right" });
      write(money(line.amountCents), { x: left, y, width: width - 6, align: "right" });
      y = Math.max(rowBottom, y + 14) + 10;
      doc
        .moveTo(left, y - 5)
        .lineTo(right, y - 5)
        .strokeColor("#e2e8f0")
        .stroke();
    }

    y += 8;
    write("Subtotal", { x: left, y, width: width - 110, align: "right" });
    write(money(invoice.subtotalCents), { x: left, y, width: width - 6, align: "right" });
    y += 18;
    doc.fillColor("#0f172a");
    write("Total", { weight: 700, x: left, y, width: width - 110, align: "right" });
    write(money(invoice.totalCents), { weight: 700, x: left, y, width: width - 6, align: "right" });
    y += 18;
    doc.fillColor("#334155");
    write(invoice.status === "paid" ? "Amount paid" : "Amount due", {
      x: left,
      y,
      width: width - 110,
      align: "right",
    });
    write(money(invoice.totalCents), { x: left, y, width: width - 6, align: "right" });

    if (invoice.paymentMethod) {
      doc.moveDown(2);
      write(`Paid with ${invoice.paymentMethod}.`, { x: left, y: doc.y, width });
    }
    doc.moveDown(2);
    doc.fontSize(8).fillColor("#64748b");
    write(
      "Thank you for using HireLens. Questions about this invoice? Open a ticket at /support " +
        `or write to ${invoice.sellerEmail}.`,
      { x: left, y: doc.y, width },
    );
    doc.end();
  });
}

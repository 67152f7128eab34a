import { formatPrice } from "@hirelens/contracts";
import PDFDocument from "pdfkit";

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
 * Renders an invoice as a PDF with pdfkit's built-in Helvetica (no font download); the text is
 * a real text layer, so the PDF is searchable and its amounts can be read back in tests.
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

    doc.fillColor("#4f46e5").font("Helvetica-Bold").fontSize(22).text("HireLens", left, 56);
    doc.fillColor("#475569").font("Helvetica").fontSize(9);
    doc.text("AI-powered resume matching", left, 84);
    doc.text(invoice.sellerUrl);
    doc.text(invoice.sellerEmail);

    doc.fillColor("#0f172a").font("Helvetica-Bold").fontSize(18).text("Invoice", left, 56, {
      width,
      align: "right",
    });
    doc.font("Helvetica").fontSize(10).fillColor("#334155");
    doc.text(`Invoice number: ${invoice.number}`, left, 82, { width, align: "right" });
    doc.text(`Date: ${dateFormat.format(invoice.issuedAt)}`, { width, align: "right" });
    doc.text(`Status: ${invoice.status === "paid" ? "Paid" : invoice.status}`, {
      width,
      align: "right",
    });

    doc.moveDown(3);
    const billedY = Math.max(doc.y, 150);
    doc.font("Helvetica-Bold").fontSize(10).fillColor("#0f172a").text("Billed to", left, billedY);
    doc.font("Helvetica").fillColor("#334155");
    doc.text(invoice.customerName);
    doc.text(invoice.customerEmail);
    if (invoice.periodStart && invoice.periodEnd) {
      doc.moveDown(0.5);
      doc.text(
        `Service period: ${dateFormat.format(invoice.periodStart)} – ${dateFormat.format(invoice.periodEnd)}`,
      );
    }

    const columns = { description: left, quantity: left + width * 0.55, unit: left + width * 0.68 };
    let y = doc.y + 24;
    doc.rect(left, y - 6, width, 22).fill("#f1f5f9");
    doc.fillColor("#0f172a").font("Helvetica-Bold").fontSize(10);
    doc.text("Description", columns.description + 6, y);
    doc.text("Qty", columns.quantity, y, { width: 40, align: "right" });
    doc.text("Unit price", columns.unit, y, { width: 70, align: "right" });
    doc.text("Amount", left, y, { width: width - 6, align: "right" });
    y += 26;
    doc.font("Helvetica").fillColor("#334155");
    for (const line of invoice.lines) {
      doc.text(line.description, columns.description + 6, y, { width: width * 0.5 });
      const rowBottom = doc.y;
      doc.text(String(line.quantity), columns.quantity, y, { width: 40, align: "right" });
      doc.text(money(line.unitAmountCents), columns.unit, y, { width: 70, align: "right" });
      doc.text(money(line.amountCents), left, y, { width: width - 6, align: "right" });
      y = Math.max(rowBottom, y + 14) + 10;
      doc
        .moveTo(left, y - 5)
        .lineTo(right, y - 5)
        .strokeColor("#e2e8f0")
        .stroke();
    }

    y += 8;
    doc.text("Subtotal", left, y, { width: width - 110, align: "right" });
    doc.text(money(invoice.subtotalCents), left, y, { width: width - 6, align: "right" });
    y += 18;
    doc.font("Helvetica-Bold").fillColor("#0f172a");
    doc.text("Total", left, y, { width: width - 110, align: "right" });
    doc.text(money(invoice.totalCents), left, y, { width: width - 6, align: "right" });
    y += 18;
    doc.font("Helvetica").fillColor("#334155");
    doc.text(invoice.status === "paid" ? "Amount paid" : "Amount due", left, y, {
      width: width - 110,
      align: "right",
    });
    doc.text(money(invoice.totalCents), left, y, { width: width - 6, align: "right" });

    if (invoice.paymentMethod) {
      doc.moveDown(2);
      doc.text(`Paid with ${invoice.paymentMethod}.`, left, doc.y, { width });
    }
    doc.moveDown(2);
    doc.fontSize(8).fillColor("#64748b");
    doc.text(
      "Thank you for using HireLens. Questions about this invoice? Open a ticket at /support " +
        `or write to ${invoice.sellerEmail}.`,
      left,
      doc.y,
      { width },
    );
    doc.end();
  });
}

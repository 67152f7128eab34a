/** Adds calendar months in UTC, clamping the day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** "HL-000042" */
export function formatInvoiceNumber(number: number): string {
  return `HL-${String(number).padStart(6, "0")}`;
}

const BRAND_LABELS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  unknown: "Card",
};

/** "Visa •••• 4242" */
export function describeCard(card: { brand: string; last4: string }): string {
  return `${BRAND_LABELS[card.brand] ?? "Card"} •••• ${card.last4}`;
}

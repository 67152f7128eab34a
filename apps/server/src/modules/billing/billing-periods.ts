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

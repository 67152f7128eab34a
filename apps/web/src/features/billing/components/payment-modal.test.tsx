import {
  BILLING_MESSAGES,
  type CardInput,
  NEW_CARD_CHOICE,
  paymentFormSchema,
} from "@hirelens/contracts";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiClientError } from "@/lib/api-client";
import { formatCardNumber, formatExpiry } from "./format";
import { PaymentModal } from "./payment-modal";

const future = String((new Date().getFullYear() + 2) % 100).padStart(2, "0");

/** The payment form's messages for a new card, the first per field. */
function validateCard(card: CardInput) {
  const result = paymentFormSchema.safeParse({ method: NEW_CARD_CHOICE, card });
  const errors: Partial<Record<keyof CardInput, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    errors[issue.path[1] as keyof CardInput] ??= issue.message;
  }
  return errors;
}

describe("card checks (shared contract)", () => {
  it("checks no card when a saved one is chosen", () => {
    const empty = { name: "", number: "", expiry: "", cvc: "" };
    expect(paymentFormSchema.safeParse({ method: "pm_1", card: empty }).success).toBe(true);
  });

  it("accepts the 4242 test card and rejects a bad checksum, a past expiry and a short CVC", () => {
    expect(
      validateCard({
        name: "Ada",
        number: "4242 4242 4242 4242",
        expiry: `12/${future}`,
        cvc: "123",
      }),
    ).toEqual({});
    expect(
      validateCard({ name: "", number: "4242 4242 4242 4241", expiry: "01/20", cvc: "12" }),
    ).toEqual({
      name: BILLING_MESSAGES.nameRequired,
      number: BILLING_MESSAGES.invalidNumber,
      expiry: BILLING_MESSAGES.expired,
      cvc: BILLING_MESSAGES.invalidCvc,
    });
  });

  it("wants 4 CVC digits for American Express", () => {
    const amex = { name: "Ada", number: "3782 822463 10005", expiry: `12/${future}` };
    expect(validateCard({ ...amex, cvc: "123" }).cvc).toBe(BILLING_MESSAGES.invalidCvc);
    expect(validateCard({ ...amex, cvc: "1234" })).toEqual({});
  });

  it("formats the number in groups of four and the expiry as MM/YY while typing", () => {
    expect(formatCardNumber("4242abc42424242 4242")).toBe("4242 4242 4242 4242");
    expect(formatExpiry("1229")).toBe("12/29");
    expect(formatExpiry("1")).toBe("1");
  });
});

describe("PaymentModal", () => {
  function renderModal(onSubmit: (choice: unknown) => Promise<unknown>, onClose = vi.fn()) {
    render(
      <PaymentModal
        isOpen
        onClose={onClose}
        title="Upgrade to Pro"
        summary="$49.00 a month"
        submitLabel="Pay $49.00 and upgrade"
        savedCards={[]}
        isSandbox
        onSubmit={onSubmit}
      />,
    );
    return onClose;
  }

  async function fill(number: string) {
    const user = userEvent.setup();
    // Paste: one change per field, as a password manager or autofill would.
    const enter = async (label: RegExp, value: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    };
    await enter(/Name on card/, "Ada Lovelace");
    await enter(/Card number/, number);
    await enter(/Expiry/, `12${future}`);
    await enter(/CVC/, "123");
    await user.click(screen.getByRole("button", { name: "Pay $49.00 and upgrade" }));
  }

  it("does not submit an invalid card and says what is wrong", async () => {
    const onSubmit = vi.fn();
    renderModal(onSubmit);
    await fill("4242424242424241");
    expect(await screen.findByText(BILLING_MESSAGES.invalidNumber)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Card number/)).toHaveFocus();
  });

  it("says every missing field at once and focuses the first", async () => {
    const onSubmit = vi.fn();
    renderModal(onSubmit);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/CVC/));
    await user.paste("12ab");
    expect(screen.getByLabelText(/CVC/)).toHaveValue("12");
    await user.click(screen.getByRole("button", { name: "Pay $49.00 and upgrade" }));
    expect(await screen.findByText(BILLING_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(BILLING_MESSAGES.invalidNumber)).toBeInTheDocument();
    expect(screen.getByText(BILLING_MESSAGES.invalidExpiry)).toBeInTheDocument();
    expect(screen.getByText(BILLING_MESSAGES.invalidCvc)).toBeInTheDocument();
    expect(screen.getByLabelText(/Name on card/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("pays with the chosen saved card without checking the empty card fields", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    render(
      <PaymentModal
        isOpen
        onClose={onClose}
        title="Buy credits"
        summary="50 credits"
        submitLabel="Pay"
        savedCards={[
          {
            id: "pm_1",
            brand: "visa",
            last4: "4242",
            expMonth: 12,
            expYear: 2099,
            isDefault: true,
            createdAt: "2026-01-01T00:00:00.000Z",
          },
        ]}
        isSandbox
        onSubmit={onSubmit}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole("radio", { name: /Visa •••• 4242/ })).toBeChecked();
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pay" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({ paymentMethodId: "pm_1" });
  });

  it("sends the card and closes when the payment succeeds", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const onClose = renderModal(onSubmit);
    await fill("4242424242424242");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({
      card: {
        name: "Ada Lovelace",
        number: "4242 4242 4242 4242",
        expiry: `12/${future}`,
        cvc: "123",
      },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the card's decline message and stays open", async () => {
    const declined = new ApiClientError({
      message: BILLING_MESSAGES.cardDeclined,
      status: 400,
      errors: { number: [BILLING_MESSAGES.cardDeclined] },
    });
    const onClose = renderModal(vi.fn().mockRejectedValue(declined));
    await fill("4000000000000002");
    expect(await screen.findByRole("alert")).toHaveTextContent("Your card was declined.");
    expect(onClose).not.toHaveBeenCalled();
  });
});

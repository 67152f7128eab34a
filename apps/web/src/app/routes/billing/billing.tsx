import { BillingPage } from "@/features/billing/components/billing-page";
import { isAlreadyFetchingError, useCreditsStore } from "@/features/credits/stores/credits-store";

/** /billing; a plan change or a pack also refreshes the credits store the /credits page reads. */
export default function BillingRoute() {
  return (
    <BillingPage
      onCreditsChanged={() => {
        useCreditsStore
          .getState()
          .refresh()
          .catch((error: unknown) => isAlreadyFetchingError(error));
      }}
    />
  );
}

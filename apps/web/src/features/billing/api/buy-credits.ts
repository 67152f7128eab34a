import {
  type AddCreditsInput,
  type AddCreditsResult,
  addCreditsResultSchema,
  CREDITS_PATHS,
} from "@hirelens/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "@/components/ui/notifications/notifications-store";
import { type ApiClient, api } from "@/lib/api-client";
import { refreshBilling } from "./change-subscription";

/** POST /api/credits/add with kind "purchase": a top-up pack, paid now, credited via the ledger. */
export async function buyCredits(
  input: Extract<AddCreditsInput, { kind: "purchase" }>,
  client: ApiClient = api,
): Promise<AddCreditsResult> {
  return addCreditsResultSchema.parse(
    await client.post<unknown>(CREDITS_PATHS.add, input, { toastOnError: !input.card }),
  );
}

export function useBuyCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Extract<AddCreditsInput, { kind: "purchase" }>) => buyCredits(input),
    onSuccess: (result) => {
      if (result.redirectUrl) {
        window.location.assign(result.redirectUrl);
        return;
      }
      notify.success(`${result.added} credits added. Your balance is ${result.balance}.`);
      refreshBilling(queryClient);
    },
  });
}

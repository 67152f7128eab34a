import {
  type BillingActionResult,
  billingActionResultSchema,
  type SubscribeInput,
} from "@hirelens/contracts";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "@/components/ui/notifications/notifications-store";
import { getWorkspacePlanQueryOptions } from "@/hooks/use-plan";
import { type ApiClient, api } from "@/lib/api-client";
import { getBalanceQueryOptions } from "./get-balance";
import { getInvoicesQueryOptions } from "./get-invoices";
import { getSubscriptionQueryOptions } from "./get-subscription";
import { getPaymentMethodsQueryOptions } from "./payment-methods";

/** POST /api/billing/subscribe: subscribe, upgrade, or downgrade to free (at period end). */
export async function subscribe(input: SubscribeInput, client: ApiClient = api) {
  // Card problems are shown in the form itself, not as a toast.
  return billingActionResultSchema.parse(
    await client.post<unknown>("/billing/subscribe", input, { toastOnError: !input.card }),
  );
}

/** POST /api/billing/cancel: the plan stays until the end of the period. */
export async function cancelSubscription(client: ApiClient = api) {
  return billingActionResultSchema.parse(await client.post<unknown>("/billing/cancel"));
}

/** POST /api/billing/resume: undo a cancellation before the period ends. */
export async function resumeSubscription(client: ApiClient = api) {
  return billingActionResultSchema.parse(await client.post<unknown>("/billing/resume"));
}

/** POST /api/billing/portal: Stripe's customer portal (Stripe provider only). */
export async function openBillingPortal(client: ApiClient = api): Promise<string> {
  const data = (await client.post<{ url: string }>("/billing/portal")) ?? { url: "" };
  return data.url;
}

export function refreshBilling(queryClient: QueryClient) {
  for (const key of [
    getSubscriptionQueryOptions().queryKey,
    getInvoicesQueryOptions().queryKey,
    getPaymentMethodsQueryOptions().queryKey,
    getBalanceQueryOptions().queryKey,
    getWorkspacePlanQueryOptions().queryKey,
  ]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

function onDone(queryClient: QueryClient, result: BillingActionResult) {
  if (result.redirectUrl) {
    window.location.assign(result.redirectUrl);
    return;
  }
  if (result.message) notify.success(result.message);
  refreshBilling(queryClient);
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubscribeInput) => subscribe(input),
    onSuccess: (result) => onDone(queryClient, result),
  });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelSubscription(),
    onSuccess: (result) => onDone(queryClient, result),
  });
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resumeSubscription(),
    onSuccess: (result) => onDone(queryClient, result),
  });
}

import {
  BILLING_MESSAGES,
  type CardInput,
  type PaymentMethod,
  paymentMethodSchema,
} from "@hirelens/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { notify } from "@/components/ui/notifications/notifications-store";
import { type ApiClient, api } from "@/lib/api-client";

const listSchema = z.array(paymentMethodSchema);

/** GET /api/billing/payment-methods: brand, last 4 digits and expiry of each saved card. */
export async function getPaymentMethods(client: ApiClient = api): Promise<PaymentMethod[]> {
  return listSchema.parse(await client.get<unknown>("/billing/payment-methods"));
}

export function getPaymentMethodsQueryOptions() {
  return queryOptions({
    queryKey: ["billing", "payment-methods"],
    queryFn: () => getPaymentMethods(),
    staleTime: 0,
  });
}

export function usePaymentMethods() {
  return useQuery(getPaymentMethodsQueryOptions());
}

/** POST /api/billing/payment-methods (sandbox): the number is checked and reduced to last 4. */
export async function addPaymentMethod(
  input: { card: CardInput; makeDefault?: boolean },
  client: ApiClient = api,
): Promise<PaymentMethod> {
  return paymentMethodSchema.parse(
    await client.post<unknown>("/billing/payment-methods", input, { toastOnError: false }),
  );
}

export function useAddPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { card: CardInput; makeDefault?: boolean }) => addPaymentMethod(input),
    onSuccess: () => {
      notify.success(BILLING_MESSAGES.cardAdded);
      void queryClient.invalidateQueries({ queryKey: getPaymentMethodsQueryOptions().queryKey });
    },
  });
}

export function useSetDefaultPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      listSchema.parse(await api.post<unknown>(`/billing/payment-methods/${id}/default`)),
    onSuccess: (methods) => {
      notify.success(BILLING_MESSAGES.defaultCardSet);
      queryClient.setQueryData(getPaymentMethodsQueryOptions().queryKey, methods);
    },
  });
}

export function useRemovePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      listSchema.parse(await api.delete<unknown>(`/billing/payment-methods/${id}`)),
    onSuccess: (methods) => {
      notify.success(BILLING_MESSAGES.cardRemoved);
      queryClient.setQueryData(getPaymentMethodsQueryOptions().queryKey, methods);
    },
  });
}

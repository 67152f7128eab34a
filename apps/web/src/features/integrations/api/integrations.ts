import {
  type ApiKey,
  apiKeySchema,
  type CreateApiKeyInput,
  type CreatedApiKey,
  type CreateWebhookInput,
  createdApiKeySchema,
  INTEGRATION_PATHS,
  pageMetaSchema,
  type UpdateWebhookInput,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookWithSecret,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookWithSecretSchema,
} from "@hirelens/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@/lib/api-client";

const KEYS_KEY = ["integrations", "api-keys"] as const;
const WEBHOOKS_KEY = ["integrations", "webhooks"] as const;
const deliveriesKey = (id: string, page: number) =>
  ["integrations", "webhooks", id, "deliveries", page] as const;

export function useApiKeys(workspaceId: string) {
  return useQuery({
    queryKey: [...KEYS_KEY, workspaceId],
    queryFn: async (): Promise<ApiKey[]> =>
      z.array(apiKeySchema).parse(await api.get<unknown>(INTEGRATION_PATHS.apiKeys)),
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateApiKeyInput): Promise<CreatedApiKey> =>
      createdApiKeySchema.parse(await api.post<unknown>(INTEGRATION_PATHS.apiKeys, input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS_KEY }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(INTEGRATION_PATHS.apiKey(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS_KEY }),
  });
}

export function useWebhooks(workspaceId: string) {
  return useQuery({
    queryKey: [...WEBHOOKS_KEY, workspaceId],
    queryFn: async (): Promise<WebhookEndpoint[]> =>
      z.array(webhookEndpointSchema).parse(await api.get<unknown>(INTEGRATION_PATHS.webhooks)),
  });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateWebhookInput): Promise<WebhookWithSecret> =>
      webhookWithSecretSchema.parse(await api.post<unknown>(INTEGRATION_PATHS.webhooks, input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; changes: UpdateWebhookInput }) =>
      webhookEndpointSchema.parse(
        await api.patch<unknown>(INTEGRATION_PATHS.webhook(input.id), input.changes),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(INTEGRATION_PATHS.webhook(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

export function useRotateSecret() {
  return useMutation({
    mutationFn: async (id: string): Promise<WebhookWithSecret> =>
      webhookWithSecretSchema.parse(await api.post<unknown>(INTEGRATION_PATHS.rotateSecret(id))),
  });
}

export function useSendTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<WebhookDelivery> =>
      webhookDeliverySchema.parse(await api.post<unknown>(INTEGRATION_PATHS.sendTest(id))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

const deliveryPageSchema = z.object({ data: z.array(webhookDeliverySchema), meta: pageMetaSchema });

/** The delivery log; polled every 3 s while a delivery is pending, so a retry shows up. */
export function useDeliveries(id: string, page: number) {
  return useQuery({
    queryKey: deliveriesKey(id, page),
    queryFn: async () =>
      deliveryPageSchema.parse(
        await api.getPage(`${INTEGRATION_PATHS.deliveries(id)}?page=${page}&pageSize=10`),
      ),
    refetchInterval: (query) =>
      query.state.data?.data.some((delivery) => delivery.status === "pending") ? 3000 : false,
  });
}

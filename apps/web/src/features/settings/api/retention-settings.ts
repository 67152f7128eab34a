import {
  RETENTION_MESSAGES,
  RETENTION_PATHS,
  type RetentionSettings,
  retentionSettingsSchema,
  type UpdateRetention,
} from "@hirelens/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { notify } from "@/components/ui/notifications/notifications-store";
import { type ApiClient, api } from "@/lib/api-client";

/** GET /api/retention/settings: the period, the periods the plan allows, the batches on hold. */
export async function getRetentionSettings(client: ApiClient = api): Promise<RetentionSettings> {
  return retentionSettingsSchema.parse(await client.get<unknown>(RETENTION_PATHS.settings));
}

export function getRetentionSettingsQueryOptions() {
  return queryOptions({
    queryKey: ["retention", "settings"],
    queryFn: () => getRetentionSettings(),
  });
}

export function useRetentionSettings() {
  return useQuery(getRetentionSettingsQueryOptions());
}

/** PUT /api/retention/settings. */
export async function updateRetentionSettings(
  input: UpdateRetention,
  client: ApiClient = api,
): Promise<RetentionSettings> {
  return retentionSettingsSchema.parse(
    await client.put<unknown>(RETENTION_PATHS.settings, input, { toastOnError: false }),
  );
}

export function useUpdateRetentionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateRetention) => updateRetentionSettings(input),
    onSuccess: (settings) => {
      queryClient.setQueryData(getRetentionSettingsQueryOptions().queryKey, settings);
      notify.success(RETENTION_MESSAGES.saved);
    },
  });
}

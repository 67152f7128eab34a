import {
  type LegalHold,
  legalHoldSchema,
  RETENTION_MESSAGES,
  RETENTION_PATHS,
  type RetentionSettings,
  retentionSettingsSchema,
} from "@hirelens/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { notify } from "@/components/ui/notifications/notifications-store";
import { type ApiClient, api } from "@/lib/api-client";

/** GET /api/retention/settings, read here for which batches are on legal hold. */
export async function getHeldBatchIds(client: ApiClient = api): Promise<string[]> {
  const settings: RetentionSettings = retentionSettingsSchema.parse(
    await client.get<unknown>(RETENTION_PATHS.settings),
  );
  return settings.heldBatches.map((batch) => batch.id);
}

export function getHeldBatchIdsQueryOptions() {
  return queryOptions({
    queryKey: ["retention", "held-batch-ids"],
    queryFn: () => getHeldBatchIds(),
  });
}

export function useHeldBatchIds() {
  return useQuery(getHeldBatchIdsQueryOptions());
}

/** PUT /api/retention/batches/:id/legal-hold. */
export async function setLegalHold(
  batchId: string,
  isOnHold: boolean,
  client: ApiClient = api,
): Promise<LegalHold> {
  return legalHoldSchema.parse(
    await client.put<unknown>(RETENTION_PATHS.legalHold(batchId), { isOnHold }),
  );
}

export function useSetLegalHold() {
  const queryClient = useQueryClient();
  const { queryKey } = getHeldBatchIdsQueryOptions();
  return useMutation({
    mutationFn: (input: { batchId: string; isOnHold: boolean }) =>
      setLegalHold(input.batchId, input.isOnHold),
    onSuccess: (hold) => {
      queryClient.setQueryData(queryKey, (ids: string[] | undefined) => {
        const others = (ids ?? []).filter((id) => id !== hold.batchId);
        return hold.isOnHold ? [hold.batchId, ...others] : others;
      });
      // Settings lists the held batches too.
      void queryClient.invalidateQueries({ queryKey: queryKey.slice(0, 1) });
      notify.success(hold.isOnHold ? RETENTION_MESSAGES.holdOn : RETENTION_MESSAGES.holdOff);
    },
  });
}

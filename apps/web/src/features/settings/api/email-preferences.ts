import type { EmailPreferences, EmailPreferencesUpdate } from "@hirelens/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";

/** GET /api/email-preferences. */
export function getEmailPreferences(client: ApiClient = api): Promise<EmailPreferences> {
  return client.get<EmailPreferences>("/email-preferences");
}

export function getEmailPreferencesQueryOptions() {
  return queryOptions({
    queryKey: ["user", "email-preferences"],
    queryFn: () => getEmailPreferences(),
  });
}

export function useEmailPreferences() {
  return useQuery(getEmailPreferencesQueryOptions());
}

/** PATCH /api/email-preferences with only the switches that changed. */
export function updateEmailPreferences(
  input: EmailPreferencesUpdate,
  client: ApiClient = api,
): Promise<EmailPreferences> {
  return client.patch<EmailPreferences>("/email-preferences", input, { toastOnError: false });
}

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = getEmailPreferencesQueryOptions();
  return useMutation({
    mutationFn: (input: EmailPreferencesUpdate) => updateEmailPreferences(input),
    // The switch moves at once; a failure puts it back.
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, ...input });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}

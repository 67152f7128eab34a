import type { Profile, ProfileUpdateInput } from "@hirelens/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";
import { getProfileQueryOptions } from "./get-profile";

/** PATCH /api/user/profile: name, job title, company. */
export function updateProfile(
  input: ProfileUpdateInput,
  client: ApiClient = api,
): Promise<Profile> {
  return client.patch<Profile>("/user/profile", input, { toastOnError: false });
}

export function useUpdateProfile({ onSuccess }: { onSuccess?: (profile: Profile) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => updateProfile(input),
    onSuccess: (profile) => {
      queryClient.setQueryData(getProfileQueryOptions().queryKey, profile);
      onSuccess?.(profile);
    },
  });
}

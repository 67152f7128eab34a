import type { ProfileImageResponse } from "@hirelens/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";
import { getProfileQueryOptions } from "./get-profile";

/** POST /api/user/profile-image, multipart with a `file` field (spec §7). */
export function uploadProfileImage(
  file: File,
  client: ApiClient = api,
): Promise<ProfileImageResponse> {
  const form = new FormData();
  form.append("file", file);
  return client.post<ProfileImageResponse>("/user/profile-image", form, { toastOnError: false });
}

export function useUploadProfileImage({
  onSuccess,
}: {
  onSuccess?: (result: ProfileImageResponse) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProfileImage(file),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey });
      onSuccess?.(result);
    },
  });
}

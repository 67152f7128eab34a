import type { OnboardingDataInput, OnboardingSaved } from "@hirelens/contracts";
import { useMutation } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";

/** PUT /api/user/onboarding: saves the answers and marks onboarding completed. */
export function saveOnboarding(
  input: OnboardingDataInput,
  client: ApiClient = api,
): Promise<OnboardingSaved> {
  // The wizard shows 'Failed to save onboarding data' itself (spec §8); no second toast.
  return client.put<OnboardingSaved>("/user/onboarding", input, { toastOnError: false });
}

export function useSaveOnboarding({
  onSuccess,
}: {
  onSuccess?: (saved: OnboardingSaved) => void;
} = {}) {
  return useMutation({
    mutationFn: (input: OnboardingDataInput) => saveOnboarding(input),
    onSuccess,
  });
}

import {
  ONBOARDING_MESSAGES,
  type OnboardingData,
  type OnboardingSaved,
} from "@hirelens/contracts";
import type { ServiceContext } from "../../service-context.ts";
import { upsertProfile } from "../users/users.repository.ts";

/** Saves the onboarding answers to the profile (spec §3) and marks onboarding completed. */
export async function saveOnboarding(
  ctx: Pick<ServiceContext, "db">,
  input: OnboardingData & { userId: string },
): Promise<OnboardingSaved> {
  const profile = await upsertProfile(ctx.db, input.userId, {
    role: input.role,
    jobTitle: input.jobTitle,
    companyName: input.companyName,
    teamSize: input.teamSize,
    hiringTeamSize: input.hiringTeamSize,
    hiringVolume: input.hiringVolume,
    industries: input.industries,
    roleTypes: input.roleTypes,
    hiringGoals: input.hiringGoals,
    onboardingCompleted: true,
  });
  return {
    message: ONBOARDING_MESSAGES.saved,
    onboardingCompleted: true,
    updatedAt: profile.updatedAt.toISOString(),
  };
}

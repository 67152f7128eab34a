import {
  ONBOARDING_MESSAGES,
  type OnboardingData,
  type OnboardingSaved,
} from "@hirelens/contracts";
import type { Database } from "../../db/client.ts";
import { upsertProfile } from "../users/users.repository.ts";

/** Saves the onboarding answers to the profile (spec §3) and marks onboarding completed. */
export async function saveOnboarding(options: {
  db: Database;
  userId: string;
  input: OnboardingData;
}): Promise<OnboardingSaved> {
  const { db, userId, input } = options;
  const profile = await upsertProfile(db, userId, {
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

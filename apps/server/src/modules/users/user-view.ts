import type { PlanId, Profile, User } from "@hirelens/contracts";
import type { ServiceContext } from "../../service-context.ts";
import { profileImageUrl } from "./profile-image-url.ts";
import {
  findProfile,
  findUserById,
  listProviders,
  type ProfileRow,
  type UserRow,
} from "./users.repository.ts";

const PLANS: readonly PlanId[] = ["free", "pro", "enterprise"];

/** The user shape every auth answer carries, from the rows. */
export function toUser(options: {
  secret: string;
  user: UserRow;
  profile: ProfileRow | null;
  providers: { providerId: string }[];
}): User {
  const { secret, user, profile, providers } = options;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    isVerified: user.emailVerified,
    googleSignIn: providers.some((account) => account.providerId === "google"),
    profileImage: profileImageUrl(secret, user.id, user.image),
    role: user.role === "admin" ? "admin" : "user",
    onboardingCompleted: profile?.onboardingCompleted ?? false,
    mfaEnabled: user.twoFactorEnabled,
    plan: PLANS.includes(user.plan as PlanId) ? (user.plan as PlanId) : "free",
  };
}

export function toProfile(options: {
  secret: string;
  user: UserRow;
  profile: ProfileRow | null;
}): Profile {
  const { secret, user, profile } = options;
  return {
    name: user.name,
    email: user.email,
    profileImage: profileImageUrl(secret, user.id, user.image),
    jobTitle: profile?.jobTitle ?? null,
    companyName: profile?.companyName ?? null,
    role: profile?.role ?? null,
    teamSize: profile?.teamSize ?? null,
    hiringTeamSize: profile?.hiringTeamSize ?? null,
    hiringVolume: profile?.hiringVolume ?? null,
    industries: profile?.industries ?? [],
    roleTypes: profile?.roleTypes ?? [],
    hiringGoals: profile?.hiringGoals ?? [],
    onboardingCompleted: profile?.onboardingCompleted ?? false,
    updatedAt: profile?.updatedAt.toISOString() ?? null,
  };
}

/** Loads the user shape by id; null when the user no longer exists. */
export async function loadUser(
  ctx: Pick<ServiceContext, "db" | "authSecret">,
  input: { userId: string },
): Promise<User | null> {
  const user = await findUserById(ctx.db, input.userId);
  if (!user) return null;
  const [profile, providers] = await Promise.all([
    findProfile(ctx.db, input.userId),
    listProviders(ctx.db, input.userId),
  ]);
  return toUser({ secret: ctx.authSecret, user, profile, providers });
}

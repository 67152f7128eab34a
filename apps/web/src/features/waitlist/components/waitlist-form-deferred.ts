import {
  WAITLIST_MESSAGES,
  type WaitlistJoin,
  type WaitlistJoinInput,
  waitlistJoinSchema,
} from "@hirelens/contracts/waitlist";
import { isApiClientError } from "@/lib/api-client";

/**
 * What the waitlist form needs only once someone uses it: the contract's schema (zod), the API
 * client, the failure texts and the success panel. waitlist-form.tsx loads this module on the
 * first focus, so the landing page's first load carries none of it (decision 159).
 */
export { joinWaitlist } from "../api/join-waitlist";
export { WaitlistSuccess } from "./waitlist-success";
export { WAITLIST_MESSAGES };

export const WAITLIST_FIELDS = ["name", "email", "role", "company"] as const;
export type WaitlistField = (typeof WAITLIST_FIELDS)[number];
export type WaitlistFieldErrors = Partial<Record<WaitlistField, string>>;

function isField(key: unknown): key is WaitlistField {
  return (WAITLIST_FIELDS as readonly unknown[]).includes(key);
}

/** Spec §5: the form's values against waitlistJoinSchema; each field's first message. */
export function validateWaitlist(
  values: WaitlistJoinInput,
): { data: WaitlistJoin; errors: null } | { data: null; errors: WaitlistFieldErrors } {
  const parsed = waitlistJoinSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: WaitlistFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}

/** Spec §8 waitlist failures, in order: 409 email, 422 per field, banner with or without status. */
export function describeWaitlistFailure(error: unknown): {
  fields: WaitlistFieldErrors;
  banner: string | null;
} {
  if (!isApiClientError(error) || error.status === 0) {
    return { fields: {}, banner: WAITLIST_MESSAGES.failed };
  }
  if (error.status === 409) return { fields: { email: WAITLIST_MESSAGES.duplicate }, banner: null };
  if (error.status === 422 && error.errors) {
    const fields: WaitlistFieldErrors = {};
    for (const [key, messages] of Object.entries(error.errors)) {
      const first = messages[0];
      if (isField(key) && first) fields[key] = first;
    }
    if (Object.keys(fields).length > 0) return { fields, banner: null };
  }
  return { fields: {}, banner: error.message || WAITLIST_MESSAGES.failed };
}

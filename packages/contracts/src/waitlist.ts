import { z } from "zod";
import { NAME_MIN_LENGTH, ROLE_MIN_LENGTH } from "./constants.ts";

/** Upper bounds of the waitlist fields (the spec gives none): a person's name, role or company fits. */
export const WAITLIST_TEXT_MAX_LENGTH = 100;
/** RFC 5321's longest deliverable address. */
export const WAITLIST_EMAIL_MAX_LENGTH = 254;

/** Spec §5 waitlist rules; the web form and POST /api/waitlist both validate with this schema. */
export const waitlistJoinSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: "Name is required", abort: true })
    .min(NAME_MIN_LENGTH, "Name must be at least 2 characters")
    .max(WAITLIST_TEXT_MAX_LENGTH, `Name must be at most ${WAITLIST_TEXT_MAX_LENGTH} characters`)
    .regex(/^[\p{L}\s]+$/u, "Name can only contain letters and spaces"),
  email: z
    .string()
    .trim()
    .min(1, "Email is required")
    .max(WAITLIST_EMAIL_MAX_LENGTH, `Email must be at most ${WAITLIST_EMAIL_MAX_LENGTH} characters`)
    .pipe(z.email("Please enter a valid email address")),
  role: z
    .string()
    .trim()
    .min(1, { error: "Role is required", abort: true })
    .min(ROLE_MIN_LENGTH, "Role must be at least 2 characters")
    .max(WAITLIST_TEXT_MAX_LENGTH, `Role must be at most ${WAITLIST_TEXT_MAX_LENGTH} characters`),
  company: z
    .string()
    .trim()
    .max(
      WAITLIST_TEXT_MAX_LENGTH,
      `Company name must be at most ${WAITLIST_TEXT_MAX_LENGTH} characters`,
    )
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type WaitlistJoinInput = z.input<typeof waitlistJoinSchema>;
export type WaitlistJoin = z.output<typeof waitlistJoinSchema>;

export const waitlistJoinedSchema = z.object({
  message: z.string(),
  position: z.number().int().positive(),
});
export type WaitlistJoined = z.infer<typeof waitlistJoinedSchema>;

export const WAITLIST_MESSAGES = {
  joined: "Thank you for joining our waitlist!",
  duplicate: "This email is already registered on our waitlist",
  failed: "Failed to join waitlist. Please try again.",
} as const;

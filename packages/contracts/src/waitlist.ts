import { z } from "zod";
import { NAME_MIN_LENGTH, ROLE_MIN_LENGTH } from "./constants.ts";

/** Spec §5 waitlist rules; the web form and POST /api/waitlist both validate with this schema. */
export const waitlistJoinSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: "Name is required", abort: true })
    .min(NAME_MIN_LENGTH, "Name must be at least 2 characters")
    .regex(/^[\p{L}\s]+$/u, "Name can only contain letters and spaces"),
  email: z
    .string()
    .trim()
    .min(1, "Email is required")
    .pipe(z.email("Please enter a valid email address")),
  role: z
    .string()
    .trim()
    .min(1, { error: "Role is required", abort: true })
    .min(ROLE_MIN_LENGTH, "Role must be at least 2 characters"),
  company: z
    .string()
    .trim()
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

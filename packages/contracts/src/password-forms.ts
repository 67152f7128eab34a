import { z } from "zod";
import { PASSWORD_MESSAGES, passwordProblems } from "./auth.ts";
import { deleteAccountSchema } from "./user.ts";

/** The confirm field of the reset and change-password forms (spec §5). */
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";

type PasswordContext = { email?: string; name?: string };

/** The first structural reason a new password is refused, else nothing; and the confirmation. */
function refineNewPassword(
  password: string,
  confirmPassword: string,
  field: string,
  context: PasswordContext,
  ctx: z.RefinementCtx,
) {
  const [reason] = passwordProblems(password, context);
  if (reason) ctx.addIssue({ code: "custom", message: reason, path: [field] });
  if (confirmPassword !== password) {
    ctx.addIssue({ code: "custom", message: PASSWORDS_DO_NOT_MATCH, path: ["confirmPassword"] });
  }
}

/** The reset-password form: the request (resetPasswordSchema) plus the typed-twice check. */
export const resetPasswordFormSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine((value, ctx) =>
    refineNewPassword(value.password, value.confirmPassword, "password", {}, ctx),
  );
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/**
 * The settings' change-password form: every field checked at once, the new password against the
 * user's e-mail and name too (changePasswordSchema is the request it sends).
 */
export function changePasswordFormSchema(context: PasswordContext) {
  return z
    .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
    .superRefine((value, ctx) => {
      if (!value.currentPassword) {
        ctx.addIssue({
          code: "custom",
          message: "Current password is required",
          path: ["currentPassword"],
        });
      }
      refineNewPassword(value.newPassword, value.confirmPassword, "newPassword", context, ctx);
    });
}
export type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordFormSchema>>;

/**
 * The delete-account dialog: the request (deleteAccountSchema) with the password required when the
 * account has one, every field checked at once.
 */
export function deleteAccountFormSchema(hasPassword: boolean) {
  return z.object({ password: z.string(), confirm: z.string() }).superRefine((value, ctx) => {
    if (hasPassword && !value.password) {
      ctx.addIssue({ code: "custom", message: PASSWORD_MESSAGES.required, path: ["password"] });
    }
    const confirm = deleteAccountSchema.shape.confirm.safeParse(value.confirm);
    for (const issue of confirm.error?.issues ?? []) {
      ctx.addIssue({ code: "custom", message: issue.message, path: ["confirm"] });
    }
  });
}
export type DeleteAccountForm = z.infer<ReturnType<typeof deleteAccountFormSchema>>;

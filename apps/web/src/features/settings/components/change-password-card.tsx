import {
  AUTH_MESSAGES,
  type ChangePasswordForm,
  changePasswordFormSchema,
  type RotatedSessionResponse,
} from "@hirelens/contracts";
import { KeyRound } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Form, useSchemaForm } from "@/components/ui/form";
import { notify } from "@/components/ui/notifications/notifications-store";
import { PasswordInput } from "@/components/ui/password-input";
import { PasswordStrengthMeter } from "@/components/ui/password-strength-meter";
import { authErrorMessage, firstFieldErrors } from "@/lib/auth-errors";
import { checkPasswordStrength } from "@/lib/auth-password";
import { changePassword } from "../api/change-password";
import { SettingsSection } from "./settings-section";

export function ChangePasswordCard({
  email,
  name,
  hasPassword,
  onSessionRotated,
}: {
  email: string;
  name: string;
  hasPassword: boolean;
  onSessionRotated: (session: RotatedSessionResponse) => void;
}) {
  const schema = useMemo(() => changePasswordFormSchema({ email, name }), [email, name]);
  const form = useSchemaForm(schema, {
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting: isSaving } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const newPassword = form.watch("newPassword");
  const strength = checkPasswordStrength(newPassword, { email, name });
  const newPasswordError = errors.newPassword?.message;

  const onSubmit = async ({ currentPassword, newPassword }: ChangePasswordForm) => {
    setFormError(null);
    try {
      const rotated = await changePassword({
        currentPassword,
        newPassword,
        revokeOtherSessions: true,
      });
      onSessionRotated(rotated);
      notify.success(rotated.message || AUTH_MESSAGES.passwordChanged);
      form.reset();
    } catch (error) {
      const fields = firstFieldErrors(error);
      if (fields.newPassword) form.setError("newPassword", { message: fields.newPassword });
      if (fields.currentPassword) {
        form.setError(
          "currentPassword",
          { message: fields.currentPassword },
          { shouldFocus: true },
        );
      }
      if (!fields.currentPassword && !fields.newPassword) setFormError(authErrorMessage(error));
    }
  };

  return (
    <SettingsSection
      id="password"
      icon={KeyRound}
      title="Password"
      description="Changing it signs you out on every other device."
    >
      {hasPassword ? null : (
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
          You signed up with Google. If you have never set a HireLens password, use{" "}
          <a
            href="/forgot-password"
            className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
          >
            Forgot password
          </a>{" "}
          to create one.
        </p>
      )}
      <Form
        form={form}
        onSubmit={onSubmit}
        className="grid gap-5 sm:max-w-md"
        aria-label="Change password"
      >
        <PasswordInput
          id="settings-currentPassword"
          label="Current password"
          autoComplete="current-password"
          isRequired
          error={errors.currentPassword?.message}
          disabled={isSaving}
          {...form.register("currentPassword")}
        />
        <PasswordInput
          id="settings-newPassword"
          label="New password"
          autoComplete="new-password"
          isRequired
          error={
            newPasswordError && !strength.reasons.includes(newPasswordError)
              ? newPasswordError
              : undefined
          }
          isInvalid={Boolean(newPasswordError)}
          disabled={isSaving}
          {...form.register("newPassword")}
        >
          {newPassword ? (
            <PasswordStrengthMeter password={newPassword} email={email} name={name} />
          ) : null}
        </PasswordInput>
        <PasswordInput
          id="settings-confirm"
          label="Confirm new password"
          autoComplete="new-password"
          isRequired
          error={errors.confirmPassword?.message}
          disabled={isSaving}
          {...form.register("confirmPassword")}
        />
        <p
          aria-live="polite"
          className="text-sm font-medium text-rose-600 empty:hidden dark:text-rose-400"
        >
          {formError ?? ""}
        </p>
        <div>
          <Button type="submit" isLoading={isSaving} loadingText="Saving...">
            Change password
          </Button>
        </div>
      </Form>
    </SettingsSection>
  );
}

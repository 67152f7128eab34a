import { AUTH_MESSAGES, PASSWORD_MESSAGES, type RotatedSessionResponse } from "@hirelens/contracts";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/notifications/notifications-store";
import { PasswordInput } from "@/components/ui/password-input";
import { PasswordStrengthMeter } from "@/components/ui/password-strength-meter";
import { authErrorMessage, firstFieldErrors } from "@/lib/auth-errors";
import { checkPasswordStrength } from "@/lib/auth-password";
import { changePassword } from "../api/change-password";
import { SettingsSection } from "./settings-section";

type Errors = { currentPassword?: string; newPassword?: string; confirm?: string; form?: string };

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
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [isSaving, setIsSaving] = useState(false);
  const strength = checkPasswordStrength(newPassword, { email, name });

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!currentPassword) next.currentPassword = "Current password is required";
    if (!newPassword) next.newPassword = PASSWORD_MESSAGES.required;
    else if (!strength.isAcceptable) next.newPassword = strength.reasons[0];
    if (confirm !== newPassword) next.confirm = "Passwords do not match";
    setErrors(next);
    const firstInvalid = (["currentPassword", "newPassword", "confirm"] as const).find(
      (field) => next[field],
    );
    if (firstInvalid) {
      document.getElementById(`settings-${firstInvalid}`)?.focus();
      return;
    }
    setIsSaving(true);
    try {
      const rotated = await changePassword({
        currentPassword,
        newPassword,
        revokeOtherSessions: true,
      });
      onSessionRotated(rotated);
      notify.success(rotated.message || AUTH_MESSAGES.passwordChanged);
      setCurrentPassword("");
      setNewPassword("");
      setConfirm("");
    } catch (error) {
      const fields = firstFieldErrors(error);
      setErrors({
        currentPassword: fields.currentPassword,
        newPassword: fields.newPassword,
        form: fields.currentPassword || fields.newPassword ? undefined : authErrorMessage(error),
      });
      if (fields.currentPassword) document.getElementById("settings-currentPassword")?.focus();
    } finally {
      setIsSaving(false);
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
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-5 sm:max-w-md"
        aria-label="Change password"
      >
        <PasswordInput
          id="settings-currentPassword"
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          isRequired
          value={currentPassword}
          error={errors.currentPassword}
          disabled={isSaving}
          onChange={(event) => {
            setCurrentPassword(event.target.value);
            setErrors((previous) => ({ ...previous, currentPassword: undefined }));
          }}
        />
        <PasswordInput
          id="settings-newPassword"
          name="newPassword"
          label="New password"
          autoComplete="new-password"
          isRequired
          value={newPassword}
          error={
            errors.newPassword && !strength.reasons.includes(errors.newPassword)
              ? errors.newPassword
              : undefined
          }
          isInvalid={Boolean(errors.newPassword)}
          disabled={isSaving}
          onChange={(event) => {
            setNewPassword(event.target.value);
            setErrors((previous) => ({ ...previous, newPassword: undefined }));
          }}
        >
          {newPassword ? (
            <PasswordStrengthMeter password={newPassword} email={email} name={name} />
          ) : null}
        </PasswordInput>
        <PasswordInput
          id="settings-confirm"
          name="confirmPassword"
          label="Confirm new password"
          autoComplete="new-password"
          isRequired
          value={confirm}
          error={errors.confirm}
          disabled={isSaving}
          onChange={(event) => {
            setConfirm(event.target.value);
            setErrors((previous) => ({ ...previous, confirm: undefined }));
          }}
        />
        <p
          aria-live="polite"
          className="text-sm font-medium text-rose-600 empty:hidden dark:text-rose-400"
        >
          {errors.form ?? ""}
        </p>
        <div>
          <Button type="submit" isLoading={isSaving} loadingText="Saving...">
            Change password
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}

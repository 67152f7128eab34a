import { AUTH_MESSAGES, PASSWORD_MESSAGES } from "@hirelens/contracts";
import { Lock } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { PasswordInput } from "@/components/ui/password-input";
import { PasswordStrengthMeter } from "@/components/ui/password-strength-meter";
import { paths } from "@/config/paths";
import { authErrorCode, authErrorMessage, firstFieldErrors } from "@/lib/auth-errors";
import { checkPasswordStrength } from "@/lib/auth-password";
import { resetPassword } from "../api/reset-password";
import { FormAlert } from "./auth-layout";

/** /reset-password?token=...: a new password; every other session of the user ends. */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<{ message: string; isLinkBad: boolean } | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const strength = checkPasswordStrength(password);

  if (!token) {
    return (
      <FormAlert>
        <p>{AUTH_MESSAGES.resetLinkInvalid}</p>
        <Link to={paths.forgotPassword} className="mt-2 inline-block font-semibold underline">
          Request a new link
        </Link>
      </FormAlert>
    );
  }

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const next: typeof errors = {};
    if (!password) next.password = PASSWORD_MESSAGES.required;
    else if (!strength.isAcceptable) next.password = strength.reasons[0];
    if (confirm !== password) next.confirm = "Passwords do not match";
    setErrors(next);
    if (next.password || next.confirm) {
      document.getElementById(next.password ? "new-password" : "confirm-password")?.focus();
      return;
    }
    setIsSubmitting(true);
    try {
      await resetPassword({ token, password });
      onReset();
    } catch (error) {
      const fields = firstFieldErrors(error);
      if (fields.password) setErrors({ password: fields.password });
      else
        setFailure({
          message: authErrorMessage(error),
          isLinkBad: authErrorCode(error) === "RESET_TOKEN_INVALID" || fields.token !== undefined,
        });
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Choose a new password">
      {failure ? (
        <FormAlert>
          <p>{failure.message}</p>
          {failure.isLinkBad ? (
            <Link to={paths.forgotPassword} className="mt-2 inline-block font-semibold underline">
              Request a new link
            </Link>
          ) : null}
        </FormAlert>
      ) : null}
      <PasswordInput
        id="new-password"
        name="password"
        label="New password"
        autoComplete="new-password"
        isRequired
        leftIcon={<Lock />}
        value={password}
        error={
          errors.password && !strength.reasons.includes(errors.password)
            ? errors.password
            : undefined
        }
        isInvalid={Boolean(errors.password)}
        disabled={isSubmitting}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors((previous) => ({ ...previous, password: undefined }));
        }}
      >
        <PasswordStrengthMeter password={password} />
      </PasswordInput>
      <PasswordInput
        id="confirm-password"
        name="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
        isRequired
        leftIcon={<Lock />}
        value={confirm}
        error={errors.confirm}
        disabled={isSubmitting}
        onChange={(event) => {
          setConfirm(event.target.value);
          setErrors((previous) => ({ ...previous, confirm: undefined }));
        }}
      />
      <Button type="submit" className="w-full" isLoading={isSubmitting} loadingText="Saving...">
        Reset password
      </Button>
    </form>
  );
}

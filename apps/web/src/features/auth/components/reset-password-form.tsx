import {
  AUTH_MESSAGES,
  type ResetPasswordForm as ResetPasswordValues,
  resetPasswordFormSchema,
} from "@hirelens/contracts";
import { Lock } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Form, useSchemaForm } from "@/components/ui/form";
import { PasswordInput } from "@/components/ui/password-input";
import { PasswordStrengthMeter } from "@/components/ui/password-strength-meter";
import { paths } from "@/config/paths";
import { authErrorCode, authErrorMessage, firstFieldErrors } from "@/lib/auth-errors";
import { checkPasswordStrength } from "@/lib/auth-password";
import { resetPassword } from "../api/reset-password";
import { FormAlert } from "./auth-layout";

/** /reset-password?token=...: a new password; every other session of the user ends. */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const form = useSchemaForm(resetPasswordFormSchema, {
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<{ message: string; isLinkBad: boolean } | null>(null);
  const password = form.watch("password");
  const strength = checkPasswordStrength(password);
  const passwordError = errors.password?.message;

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

  const onSubmit = async (values: ResetPasswordValues) => {
    setFailure(null);
    try {
      await resetPassword({ token, password: values.password });
      onReset();
    } catch (error) {
      const fields = firstFieldErrors(error);
      if (fields.password) form.setError("password", { message: fields.password });
      else
        setFailure({
          message: authErrorMessage(error),
          isLinkBad: authErrorCode(error) === "RESET_TOKEN_INVALID" || fields.token !== undefined,
        });
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-5" aria-label="Choose a new password">
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
        label="New password"
        autoComplete="new-password"
        isRequired
        leftIcon={<Lock />}
        error={
          passwordError && !strength.reasons.includes(passwordError) ? passwordError : undefined
        }
        isInvalid={Boolean(passwordError)}
        disabled={isSubmitting}
        {...form.register("password")}
      >
        <PasswordStrengthMeter password={password} />
      </PasswordInput>
      <PasswordInput
        id="confirm-password"
        label="Confirm new password"
        autoComplete="new-password"
        isRequired
        leftIcon={<Lock />}
        error={errors.confirmPassword?.message}
        disabled={isSubmitting}
        {...form.register("confirmPassword")}
      />
      <Button type="submit" className="w-full" isLoading={isSubmitting} loadingText="Saving...">
        Reset password
      </Button>
    </Form>
  );
}

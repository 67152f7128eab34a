import { AUTH_ERROR_CODES, type Signup, signupSchema } from "@hirelens/contracts";
import { Lock, Mail, UserRound } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { PasswordStrengthMeter } from "@/components/ui/password-strength-meter";
import { useRuntimeConfig } from "@/config/runtime-config";
import { authErrorCode, authErrorMessage, firstFieldErrors } from "@/lib/auth-errors";
import { checkPasswordStrength } from "@/lib/auth-password";
import { authStore } from "../stores/auth-store";
import { FormAlert } from "./auth-layout";
import { GoogleButton } from "./google-button";

/** /register: name, e-mail and a password with live strength reasons. Sign-up does not sign in. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { googleAuthEnabled } = useRuntimeConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(signupSchema, {
    defaultValues: { name: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [name, email, password] = form.watch(["name", "email", "password"]);

  // The meter lists the structural reasons live; the field repeats only what the meter does not say.
  const liveReasons = checkPasswordStrength(password ?? "", { email, name }).reasons;
  const passwordError =
    errors.password?.message && !liveReasons.includes(errors.password.message)
      ? errors.password.message
      : undefined;

  const onSubmit = async (input: Signup) => {
    setFailure(null);
    try {
      await authStore.getState().signup(input);
      onRegistered(input.email.trim().toLowerCase());
    } catch (error) {
      const fields = firstFieldErrors(error);
      for (const field of ["name", "email", "password"] as const) {
        if (fields[field]) form.setError(field, { message: fields[field] }, { shouldFocus: true });
      }
      if (authErrorCode(error) === AUTH_ERROR_CODES.emailTaken) {
        form.setError("email", { message: authErrorMessage(error) }, { shouldFocus: true });
      } else if (Object.keys(fields).length === 0) {
        setFailure(authErrorMessage(error));
      }
    }
  };

  return (
    <div>
      <Form form={form} onSubmit={onSubmit} className="space-y-5" aria-label="Create your account">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Input
          label="Full name"
          autoComplete="name"
          variant="auth"
          isRequired
          leftIcon={<UserRound />}
          placeholder="Ada Lovelace"
          error={errors.name?.message}
          disabled={isSubmitting}
          {...form.register("name")}
        />
        <Input
          label="Work email"
          type="email"
          autoComplete="email"
          variant="auth"
          isRequired
          leftIcon={<Mail />}
          placeholder="you@company.com"
          error={errors.email?.message}
          disabled={isSubmitting}
          {...form.register("email")}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          isRequired
          leftIcon={<Lock />}
          error={passwordError}
          isInvalid={Boolean(errors.password)}
          disabled={isSubmitting}
          {...form.register("password")}
        >
          <PasswordStrengthMeter password={password ?? ""} email={email} name={name} />
        </PasswordInput>
        <Button
          type="submit"
          className="w-full"
          isLoading={isSubmitting}
          loadingText="Creating account..."
        >
          Create account
        </Button>
      </Form>
      {googleAuthEnabled ? (
        <>
          <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
            <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" /> or{" "}
            <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
          </div>
          <GoogleButton />
        </>
      ) : null}
    </div>
  );
}

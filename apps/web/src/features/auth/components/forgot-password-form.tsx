import { AUTH_MESSAGES, emailOnlySchema } from "@hirelens/contracts";
import { Mail, MailCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { authErrorMessage } from "@/lib/auth-errors";
import { requestPasswordReset } from "../api/forgot-password";
import { FormAlert } from "./auth-layout";

type Sent = { email: string; message: string };

function RequestResetForm({ onSent }: { onSent: (sent: Sent) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(emailOnlySchema, { defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async ({ email }: { email: string }) => {
    setFailure(null);
    try {
      const answer = await requestPasswordReset({ email });
      onSent({ email: email.trim(), message: answer?.message ?? AUTH_MESSAGES.forgotPasswordSent });
    } catch (error) {
      setFailure(authErrorMessage(error));
    }
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label="Request a password reset link"
    >
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Input
        label="Email"
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
      <Button type="submit" className="w-full" isLoading={isSubmitting} loadingText="Sending...">
        Send reset link
      </Button>
    </Form>
  );
}

/** /forgot-password: the same answer whether or not the e-mail has an account. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<Sent | null>(null);
  // A fresh form for every attempt ("try another address").
  const [attempt, setAttempt] = useState(0);

  if (!sent) return <RequestResetForm key={attempt} onSent={setSent} />;
  return (
    <div className="space-y-5">
      <FormAlert tone="success">
        <div className="flex gap-3">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>{sent.message}</p>
        </div>
      </FormAlert>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The link works once and expires after an hour. Nothing arrived? Check your spam folder, or{" "}
        <button
          type="button"
          className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
          onClick={() => {
            setSent(null);
            setAttempt((count) => count + 1);
          }}
        >
          try another address
        </button>
        .
      </p>
    </div>
  );
}

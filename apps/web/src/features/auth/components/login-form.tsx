import {
  EMAIL_OTP_LENGTH,
  type EmailOnlyInput,
  emailCodeFormSchema,
  emailOnlySchema,
  mfaCodeFormSchema,
  RESEND_COOLDOWN_SECONDS,
  type SigninInput,
  signinSchema,
  TOTP_DIGITS,
} from "@hirelens/contracts";
import { ArrowLeft, KeyRound, Lock, Mail, ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { paths } from "@/config/paths";
import { useRuntimeConfig } from "@/config/runtime-config";
import { authErrorMessage, isEmailNotVerifiedError, retryAfterSecondsOf } from "@/lib/auth-errors";
import { sendEmailOtpCode } from "../api/email-otp";
import { useCooldown } from "../hooks/use-cooldown";
import { authStore, useAuth } from "../stores/auth-store";
import { FormAlert } from "./auth-layout";
import { GoogleButton } from "./google-button";
import { ResendVerification } from "./resend-verification";

type Mode = "password" | "code-request" | "code-verify" | "mfa";

function Divider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" /> or{" "}
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
    </div>
  );
}

/** Focuses the first field of a step when it appears (moving between steps keeps keyboard users oriented). */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

function PasswordStep({
  onCodeInstead,
  defaultEmail,
  onSignedIn,
  onMfa,
}: {
  onCodeInstead: (email: string) => void;
  defaultEmail: string;
  onSignedIn: () => void;
  onMfa: () => void;
}) {
  const [failure, setFailure] = useState<{
    message: string;
    isUnverified: boolean;
    email: string;
  } | null>(null);
  const form = useSchemaForm(signinSchema, {
    defaultValues: { email: defaultEmail, password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (input: SigninInput) => {
    setFailure(null);
    try {
      const outcome = await authStore.getState().login(input);
      if (outcome === "mfa-required") onMfa();
      else onSignedIn();
    } catch (error) {
      setFailure({
        message: authErrorMessage(error),
        isUnverified: isEmailNotVerifiedError(error),
        email: input.email.trim(),
      });
    }
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label="Sign in with email and password"
    >
      {failure ? (
        <FormAlert>
          <p className="font-medium">{failure.message}</p>
          {failure.isUnverified ? (
            <div className="mt-3">
              <ResendVerification email={failure.email} />
            </div>
          ) : null}
        </FormAlert>
      ) : null}
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
      <div>
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          isRequired
          leftIcon={<Lock />}
          error={errors.password?.message}
          disabled={isSubmitting}
          {...form.register("password")}
        />
        <div className="mt-2 text-right">
          <Link
            to={paths.forgotPassword}
            className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline dark:text-brand-300"
          >
            Forgot password?
          </Link>
        </div>
      </div>
      <Button type="submit" className="w-full" isLoading={isSubmitting} loadingText="Signing in...">
        Sign in
      </Button>
      <Divider />
      <Button
        variant="outline"
        className="w-full"
        leftIcon={<KeyRound aria-hidden="true" className="size-4" />}
        onClick={() => onCodeInstead(form.getValues("email"))}
        disabled={isSubmitting}
      >
        Email me a sign-in code
      </Button>
    </Form>
  );
}

function CodeRequestStep({
  defaultEmail,
  onSent,
  onBack,
}: {
  defaultEmail: string;
  onSent: (email: string, cooldownSeconds: number) => void;
  onBack: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(emailOnlySchema, {
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;
  const { ref, ...emailField } = form.register("email");
  const focusRef = useFocusOnMount<HTMLInputElement>();

  const onSubmit = async ({ email }: EmailOnlyInput) => {
    setFailure(null);
    const address = email.trim().toLowerCase();
    try {
      const sent = await sendEmailOtpCode({ email: address });
      onSent(address, sent.cooldownSeconds ?? RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      const retryAfter = retryAfterSecondsOf(error);
      if (retryAfter !== undefined) onSent(address, retryAfter);
      else setFailure(authErrorMessage(error));
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-5" aria-label="Request a sign-in code">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        We will email you a {EMAIL_OTP_LENGTH}-digit code. Enter it on the next screen to sign in,
        no password needed.
      </p>
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
        ref={(element) => {
          ref(element);
          focusRef.current = element;
        }}
        {...emailField}
      />
      <Button type="submit" className="w-full" isLoading={isSubmitting} loadingText="Sending...">
        Send code
      </Button>
      <BackButton onClick={onBack}>Use my password instead</BackButton>
    </Form>
  );
}

function BackButton({ onClick, children }: { onClick: () => void; children: React.ReactNode }) {
  return (
    <Button
      variant="ghost"
      className="w-full"
      leftIcon={<ArrowLeft aria-hidden="true" className="size-4" />}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/**
 * A code step keeps the keyboard on its one field: on arrival, and after each try the server
 * refused (the field is disabled while the code is checked, so it cannot take focus earlier).
 */
function useCodeFocus(form: UseFormReturn<{ code: string }>) {
  const { isSubmitting } = form.formState;
  useEffect(() => {
    if (!isSubmitting) form.setFocus("code");
  }, [form, isSubmitting]);
}

function CodeVerifyStep({
  email,
  cooldownSeconds,
  onSignedIn,
  onMfa,
  onBack,
}: {
  email: string;
  cooldownSeconds: number;
  onSignedIn: () => void;
  onMfa: () => void;
  onBack: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isResending, setIsResending] = useState(false);
  const cooldown = useCooldown(cooldownSeconds);
  // On submit, then live: a message shown when a field is left would move the button being clicked.
  const form = useSchemaForm(emailCodeFormSchema, {
    mode: "onSubmit",
    defaultValues: { code: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const codeField = form.register("code", {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      // Digits only, at most the code's length: what is pasted with spaces still fits.
      const digits = event.target.value.replace(/\D/g, "").slice(0, EMAIL_OTP_LENGTH);
      if (digits !== event.target.value) form.setValue("code", digits);
      setFailure(null);
    },
  });

  useCodeFocus(form);

  const onSubmit = async ({ code }: { code: string }) => {
    setFailure(null);
    try {
      const outcome = await authStore.getState().loginWithEmailCode({ email, code });
      if (outcome === "mfa-required") onMfa();
      else onSignedIn();
    } catch (error) {
      const message = authErrorMessage(error);
      // A refused code is said under the field; anything else above the form.
      if (/code/i.test(message)) form.setError("code", { message });
      else setFailure(message);
    }
  };

  const onResend = async () => {
    setIsResending(true);
    setFailure(null);
    setNotice(null);
    form.clearErrors("code");
    try {
      const sent = await sendEmailOtpCode({ email });
      setNotice(sent.message);
      cooldown.start(sent.cooldownSeconds ?? RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      const retryAfter = retryAfterSecondsOf(error);
      if (retryAfter !== undefined) cooldown.start(retryAfter);
      setFailure(authErrorMessage(error));
    } finally {
      setIsResending(false);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label="Enter your sign-in code"
    >
      <FormAlert tone="info">
        If an account exists for <strong className="font-semibold break-all">{email}</strong>, a
        sign-in code is on its way. It expires in a few minutes.
      </FormAlert>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Input
        label="Sign-in code"
        variant="auth"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={EMAIL_OTP_LENGTH}
        placeholder={"0".repeat(EMAIL_OTP_LENGTH)}
        className="text-center font-mono text-lg tracking-[0.5em]"
        isRequired
        error={errors.code?.message}
        disabled={isSubmitting}
        {...codeField}
      />
      <p aria-live="polite" className="text-sm text-emerald-700 dark:text-emerald-400">
        {notice ?? ""}
      </p>
      <Button type="submit" className="w-full" isLoading={isSubmitting} loadingText="Signing in...">
        Sign in
      </Button>
      <Button
        variant="outline"
        className="w-full"
        onClick={onResend}
        isLoading={isResending}
        loadingText="Sending..."
        disabled={cooldown.isCoolingDown || isSubmitting}
      >
        {cooldown.isCoolingDown ? `Resend code in ${cooldown.secondsLeft} s` : "Resend code"}
      </Button>
      <BackButton onClick={onBack}>Use my password instead</BackButton>
    </Form>
  );
}

type MfaMethod = "totp" | "recovery";

/** One method's code form; remounted (fresh and focused) when the user switches method. */
function MfaCodeForm({
  method,
  onSubmitCode,
  children,
}: {
  method: MfaMethod;
  onSubmitCode: (code: string) => Promise<string | null>;
  children: React.ReactNode;
}) {
  // On submit, then live: a message shown when a field is left would move the button being clicked.
  const form = useSchemaForm(mfaCodeFormSchema(method), {
    mode: "onSubmit",
    defaultValues: { code: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const codeField = form.register("code", {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (method !== "totp") return;
      const digits = event.target.value.replace(/\D/g, "").slice(0, TOTP_DIGITS);
      if (digits !== event.target.value) form.setValue("code", digits);
    },
  });

  useCodeFocus(form);

  const onSubmit = async ({ code }: { code: string }) => {
    const refusal = await onSubmitCode(code);
    if (refusal) form.setError("code", { message: refusal });
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label="Two-factor authentication"
    >
      <div className="flex items-start gap-3 rounded-xl bg-slate-50 p-4 dark:bg-slate-900">
        <ShieldCheck
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400"
        />
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {method === "totp"
            ? `Open your authenticator app and enter the ${TOTP_DIGITS}-digit code for HireLens.`
            : "Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once."}
        </p>
      </div>
      <Input
        label={method === "totp" ? "Authentication code" : "Recovery code"}
        variant="auth"
        isRequired
        inputMode={method === "totp" ? "numeric" : "text"}
        autoComplete="one-time-code"
        maxLength={method === "totp" ? TOTP_DIGITS : 64}
        className={
          method === "totp" ? "text-center font-mono text-lg tracking-[0.5em]" : "font-mono"
        }
        error={errors.code?.message}
        disabled={isSubmitting}
        {...codeField}
      />
      <Button type="submit" className="w-full" isLoading={isSubmitting} loadingText="Verifying...">
        Verify
      </Button>
      {children}
    </Form>
  );
}

function MfaStep({ onSignedIn, onBack }: { onSignedIn: () => void; onBack: () => void }) {
  const challenge = useAuth((state) => state.mfaChallenge);
  const [method, setMethod] = useState<MfaMethod>("totp");
  const canUseRecovery = challenge?.methods.includes("recovery") ?? true;

  const onSubmitCode = async (code: string) => {
    try {
      await authStore.getState().verifyMfaChallenge({ code, method });
      onSignedIn();
      return null;
    } catch (error) {
      return authErrorMessage(error);
    }
  };

  return (
    <MfaCodeForm key={method} method={method} onSubmitCode={onSubmitCode}>
      {canUseRecovery ? (
        <Button
          variant="ghost"
          className="w-full"
          onClick={() => setMethod((current) => (current === "totp" ? "recovery" : "totp"))}
        >
          {method === "totp" ? "Use a recovery code instead" : "Use my authenticator app instead"}
        </Button>
      ) : null}
      <BackButton onClick={onBack}>Back to sign in</BackButton>
    </MfaCodeForm>
  );
}

export const LOGIN_TITLES: Record<Mode, { title: string; description: string }> = {
  password: {
    title: "Sign in",
    description: "Welcome back. Sign in to rank candidates with evidence.",
  },
  "code-request": {
    title: "Sign in with a code",
    description: "No password? We will email you a one-time code.",
  },
  "code-verify": { title: "Check your email", description: "Enter the code we sent you." },
  mfa: {
    title: "Two-factor authentication",
    description: "One more step to keep your account safe.",
  },
};

/** /login: password, one-time code, Google (when configured) and the MFA challenge. */
export function LoginForm({
  onSignedIn,
  onModeChange,
}: {
  onSignedIn: () => void;
  onModeChange?: (mode: Mode) => void;
}) {
  const { googleAuthEnabled } = useRuntimeConfig();
  const [mode, setModeState] = useState<Mode>("password");
  const [email, setEmail] = useState("");
  const [codeCooldown, setCodeCooldown] = useState(0);

  const setMode = (next: Mode) => {
    setModeState(next);
    onModeChange?.(next);
  };

  if (mode === "mfa") {
    return (
      <MfaStep
        onSignedIn={onSignedIn}
        onBack={() => {
          authStore.getState().cancelMfaChallenge();
          setMode("password");
        }}
      />
    );
  }
  if (mode === "code-request") {
    return (
      <CodeRequestStep
        defaultEmail={email}
        onBack={() => setMode("password")}
        onSent={(address, cooldownSeconds) => {
          setEmail(address);
          setCodeCooldown(cooldownSeconds);
          setMode("code-verify");
        }}
      />
    );
  }
  if (mode === "code-verify") {
    return (
      <CodeVerifyStep
        email={email}
        cooldownSeconds={codeCooldown}
        onSignedIn={onSignedIn}
        onMfa={() => setMode("mfa")}
        onBack={() => setMode("password")}
      />
    );
  }
  return (
    <div>
      <PasswordStep
        defaultEmail={email}
        onSignedIn={onSignedIn}
        onMfa={() => setMode("mfa")}
        onCodeInstead={(typed) => {
          setEmail(typed);
          setMode("code-request");
        }}
      />
      {googleAuthEnabled ? (
        <div className="mt-3">
          <GoogleButton />
        </div>
      ) : null}
    </div>
  );
}

export type { Mode as LoginMode };

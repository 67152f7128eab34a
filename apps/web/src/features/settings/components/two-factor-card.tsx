import {
  AUTH_MESSAGES,
  type MfaConfirmInput,
  type MfaEnrollment,
  mfaConfirmSchema,
  type PasswordOnlyInput,
  passwordOnlySchema,
  type RotatedSessionResponse,
  TOTP_DIGITS,
} from "@hirelens/contracts";
import { Copy, Download, ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/notifications/notifications-store";
import { PasswordInput } from "@/components/ui/password-input";
import { QrCode } from "@/components/ui/qr-code";
import { authErrorMessage } from "@/lib/auth-errors";
import { saveText } from "@/lib/fetch-file";
import { confirmMfa, disableMfa, startMfaEnrollment } from "../api/mfa";
import { SettingsSection } from "./settings-section";

type Step = "idle" | "password" | "scan" | "disable";

function PasswordPrompt({
  label,
  submitLabel,
  tone = "primary",
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  tone?: "primary" | "danger";
  onSubmit: (password: string) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useSchemaForm(passwordOnlySchema, { defaultValues: { password: "" } });
  const { errors, isSubmitting: isSending } = form.formState;
  const submit = async ({ password }: PasswordOnlyInput) => {
    try {
      await onSubmit(password);
    } catch (failure) {
      form.setError("password", { message: authErrorMessage(failure) });
    }
  };
  return (
    <Form form={form} onSubmit={submit} aria-label={label} className="grid gap-4 sm:max-w-md">
      <PasswordInput
        label={label}
        autoComplete="current-password"
        isRequired
        autoFocus
        error={errors.password?.message}
        disabled={isSending}
        {...form.register("password")}
      />
      <div className="flex gap-2">
        <Button
          type="submit"
          isLoading={isSending}
          loadingText="Checking..."
          className={
            tone === "danger"
              ? "bg-rose-600 hover:bg-rose-700 dark:bg-rose-600 dark:hover:bg-rose-500"
              : undefined
          }
        >
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isSending}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

function Enrollment({
  enrollment,
  onConfirmed,
  onCancel,
}: {
  enrollment: MfaEnrollment;
  onConfirmed: (session: RotatedSessionResponse) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(mfaConfirmSchema, { defaultValues: { code: "" } });
  const { errors, isSubmitting: isSending } = form.formState;
  const codeField = form.register("code");
  const submit = async ({ code }: MfaConfirmInput) => {
    try {
      onConfirmed(await confirmMfa({ code }));
    } catch (failure) {
      form.setError("code", { message: authErrorMessage(failure) });
    }
  };
  const codes = enrollment.recoveryCodes.join("\n");

  return (
    <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
        <QrCode
          value={enrollment.totpUri}
          label="QR code to add HireLens to your authenticator app"
        />
        <p className="text-center text-xs text-slate-600 dark:text-slate-400">
          Can't scan it? Enter this key:
        </p>
        <code
          data-testid="totp-secret"
          className="max-w-56 rounded-lg bg-slate-100 px-2 py-1 text-center font-mono text-xs break-all text-slate-800 dark:bg-slate-800 dark:text-slate-200"
        >
          {enrollment.secret}
        </code>
      </div>
      <div className="space-y-5">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
          <li>
            Scan the QR code with an authenticator app (1Password, Google Authenticator, Authy…).
          </li>
          <li>Save the recovery codes somewhere safe. Each works once if you lose your phone.</li>
          <li>Enter the {TOTP_DIGITS}-digit code the app shows to turn two-factor on.</li>
        </ol>
        <div>
          <p className="text-sm font-semibold text-slate-900 dark:text-white">Recovery codes</p>
          <ul
            data-testid="recovery-codes"
            className="mt-2 grid grid-cols-2 gap-1.5 rounded-xl bg-slate-50 p-3 font-mono text-sm text-slate-800 sm:grid-cols-3 dark:bg-slate-800/60 dark:text-slate-200"
          >
            {enrollment.recoveryCodes.map((recoveryCode) => (
              <li key={recoveryCode}>{recoveryCode}</li>
            ))}
          </ul>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              leftIcon={<Copy aria-hidden="true" className="size-4" />}
              onClick={() =>
                navigator.clipboard?.writeText(codes).then(
                  () => notify.success("Recovery codes copied"),
                  () => notify.error("Could not copy. Please download them instead."),
                )
              }
            >
              Copy
            </Button>
            <Button
              size="sm"
              variant="outline"
              leftIcon={<Download aria-hidden="true" className="size-4" />}
              onClick={() => saveText(`${codes}\n`, "hirelens-recovery-codes.txt")}
            >
              Download
            </Button>
          </div>
        </div>
        <Form
          form={form}
          onSubmit={submit}
          aria-label="Confirm two-factor authentication"
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <Input
            label="Code from the app"
            inputMode="numeric"
            autoComplete="one-time-code"
            variant="auth"
            maxLength={TOTP_DIGITS}
            className="font-mono tracking-[0.3em]"
            containerClassName="sm:w-56"
            error={errors.code?.message}
            disabled={isSending}
            {...codeField}
            onChange={(event) => {
              event.target.value = event.target.value.replace(/\D/g, "").slice(0, TOTP_DIGITS);
              void codeField.onChange(event);
            }}
          />
          <div className="flex gap-2 sm:mt-7">
            <Button type="submit" isLoading={isSending} loadingText="Verifying...">
              Turn on
            </Button>
            <Button variant="ghost" onClick={onCancel} disabled={isSending}>
              Cancel
            </Button>
          </div>
        </Form>
      </div>
    </div>
  );
}

export function TwoFactorCard({
  isEnabled,
  onSessionRotated,
}: {
  isEnabled: boolean;
  onSessionRotated: (session: RotatedSessionResponse) => void;
}) {
  const [step, setStep] = useState<Step>("idle");
  const [enrollment, setEnrollment] = useState<MfaEnrollment | null>(null);

  return (
    <SettingsSection
      id="two-factor"
      icon={ShieldCheck}
      title="Two-factor authentication"
      description="Ask for a code from your authenticator app whenever you sign in."
    >
      <div className="space-y-4">
        <p className="flex items-center gap-2 text-sm">
          <span
            className={
              isEnabled
                ? "inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-0.5 font-medium text-emerald-700 ring-1 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300"
                : "inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-700 ring-1 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300"
            }
            data-testid="mfa-status"
          >
            {isEnabled ? "On" : "Off"}
          </span>
        </p>
        {step === "idle" && !isEnabled ? (
          <Button
            leftIcon={<ShieldCheck aria-hidden="true" className="size-4" />}
            onClick={() => setStep("password")}
          >
            Set up two-factor authentication
          </Button>
        ) : null}
        {step === "idle" && isEnabled ? (
          <Button
            variant="outline"
            leftIcon={<ShieldOff aria-hidden="true" className="size-4" />}
            onClick={() => setStep("disable")}
          >
            Turn off two-factor authentication
          </Button>
        ) : null}
        {step === "password" ? (
          <PasswordPrompt
            label="Confirm with your password"
            submitLabel="Continue"
            onCancel={() => setStep("idle")}
            onSubmit={async (password) => {
              setEnrollment(await startMfaEnrollment({ password }));
              setStep("scan");
            }}
          />
        ) : null}
        {step === "scan" && enrollment ? (
          <Enrollment
            enrollment={enrollment}
            onCancel={() => {
              setEnrollment(null);
              setStep("idle");
            }}
            onConfirmed={(session) => {
              onSessionRotated(session);
              notify.success(session.message || AUTH_MESSAGES.mfaEnabled);
              setEnrollment(null);
              setStep("idle");
            }}
          />
        ) : null}
        {step === "disable" ? (
          <PasswordPrompt
            label="Confirm with your password"
            submitLabel="Turn off"
            tone="danger"
            onCancel={() => setStep("idle")}
            onSubmit={async (password) => {
              const session = await disableMfa({ password });
              onSessionRotated(session);
              notify.success(session.message || AUTH_MESSAGES.mfaDisabled);
              setStep("idle");
            }}
          />
        ) : null}
      </div>
    </SettingsSection>
  );
}

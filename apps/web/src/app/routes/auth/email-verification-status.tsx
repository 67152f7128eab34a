import {
  AUTH_MESSAGES,
  EMAIL_VERIFICATION_STATES,
  type EmailVerificationState,
  emailOnlySchema,
} from "@hirelens/contracts";
import { CircleCheck, CircleX, Clock, Link2Off } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonBase, buttonSizes, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { ResendVerification } from "@/features/auth/components/resend-verification";

const copy: Record<
  EmailVerificationState,
  { title: string; message: string; icon: typeof CircleCheck; tone: string }
> = {
  verified: {
    title: "Email verified",
    message: AUTH_MESSAGES.emailVerified,
    icon: CircleCheck,
    tone: "bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300",
  },
  expired: {
    title: "Link expired",
    message: AUTH_MESSAGES.verificationExpired,
    icon: Clock,
    tone: "bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300",
  },
  "already-used": {
    title: "Link already used",
    message: AUTH_MESSAGES.verificationUsed,
    icon: Link2Off,
    tone: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
  },
  invalid: {
    title: "Link not valid",
    message: AUTH_MESSAGES.verificationInvalid,
    icon: CircleX,
    tone: "bg-rose-100 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300",
  },
};

function isState(value: string | null): value is EmailVerificationState {
  return EMAIL_VERIFICATION_STATES.includes(value as EmailVerificationState);
}

/** The outcome of the mailed link: verified, expired, already used (or not valid), with a resend. */
export default function EmailVerificationStatusPage() {
  const [params] = useSearchParams();
  const rawState = params.get("state");
  const state: EmailVerificationState = isState(rawState) ? rawState : "invalid";
  const [email, setEmail] = useState(params.get("email") ?? "");
  const isEmailValid = emailOnlySchema.safeParse({ email }).success;
  const { title, message, icon: Icon, tone } = copy[state];
  const signInClass = `${buttonBase} ${buttonVariants.primary} ${buttonSizes.md} w-full`;

  return (
    <AuthLayout
      title={title}
      footer={
        state === "invalid" || state === "expired" ? (
          <>
            Verified already?{" "}
            <Link
              to={paths.login}
              className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
            >
              Sign in
            </Link>
          </>
        ) : undefined
      }
    >
      <div className="space-y-6">
        <div className="flex items-start gap-4" role="status">
          <span
            className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl ${tone}`}
          >
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <p className="pt-2 text-sm text-slate-700 dark:text-slate-300">
            {message}
            {state === "already-used" ? " If you verified it, you can sign in." : null}
          </p>
        </div>
        {state === "verified" || state === "already-used" ? (
          <Link to={paths.login} className={signInClass}>
            Sign in
          </Link>
        ) : null}
        {state !== "verified" ? (
          <div className="space-y-3 rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
            <p className="text-sm font-medium text-slate-900 dark:text-white">Need a new link?</p>
            {!params.get("email") ? (
              <Input
                label="Email"
                type="email"
                autoComplete="email"
                variant="auth"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                placeholder="you@company.com"
              />
            ) : null}
            <ResendVerification
              email={isEmailValid ? email.trim() : ""}
              variant={state === "already-used" ? "outline" : "primary"}
            />
          </div>
        ) : null}
      </div>
    </AuthLayout>
  );
}

import { RESEND_COOLDOWN_SECONDS, VERIFICATION_LINK_TTL_HOURS } from "@hirelens/contracts";
import { MailCheck } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { paths } from "@/config/paths";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { ResendVerification } from "@/features/auth/components/resend-verification";

/** After sign-up: check your inbox; resend with a visible cooldown (a mail has just been sent). */
export default function EmailVerificationPage() {
  const [params] = useSearchParams();
  const email = params.get("email") ?? "";
  return (
    <AuthLayout
      title="Check your inbox"
      footer={
        <>
          Verified already?{" "}
          <Link
            to={paths.login}
            className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            Sign in
          </Link>
        </>
      }
    >
      <div className="space-y-6">
        <div className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
            <MailCheck aria-hidden="true" className="size-6" />
          </span>
          <div className="text-sm text-slate-700 dark:text-slate-300">
            <p>
              We sent a verification link to{" "}
              {email ? (
                <strong className="font-semibold break-all text-slate-900 dark:text-white">
                  {email}
                </strong>
              ) : (
                "your email address"
              )}
              .
            </p>
            <p className="mt-2">
              Open it to activate your account. The link is valid for {VERIFICATION_LINK_TTL_HOURS}{" "}
              hours.
            </p>
          </div>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Nothing there? Check your spam folder, or send it again.
        </p>
        {email ? (
          <ResendVerification email={email} initialCooldownSeconds={RESEND_COOLDOWN_SECONDS} />
        ) : (
          <Link
            to={paths.login}
            className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            Sign in to request a new link
          </Link>
        )}
      </div>
    </AuthLayout>
  );
}

import { RESEND_COOLDOWN_SECONDS } from "@hirelens/contracts";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { authErrorMessage, retryAfterSecondsOf } from "@/lib/auth-errors";
import { resendVerification } from "../api/resend-verification";
import { useCooldown } from "../hooks/use-cooldown";

/** "Resend verification email" with a visible cooldown between two mails. */
export function ResendVerification({
  email,
  initialCooldownSeconds = 0,
  variant = "outline",
}: {
  email: string;
  initialCooldownSeconds?: number;
  variant?: "outline" | "primary";
}) {
  const cooldown = useCooldown(initialCooldownSeconds);
  const [isSending, setIsSending] = useState(false);
  const [result, setResult] = useState<{ tone: "success" | "error"; message: string } | null>(null);

  const onResend = async () => {
    setIsSending(true);
    setResult(null);
    try {
      const sent = await resendVerification({ email });
      setResult({ tone: "success", message: sent.message });
      cooldown.start(sent.cooldownSeconds ?? RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      const retryAfter = retryAfterSecondsOf(error);
      if (retryAfter !== undefined) cooldown.start(retryAfter);
      setResult({ tone: "error", message: authErrorMessage(error) });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <div className="space-y-2">
      <Button
        variant={variant}
        className="w-full"
        onClick={onResend}
        isLoading={isSending}
        loadingText="Sending..."
        disabled={cooldown.isCoolingDown || !email}
        leftIcon={<MailCheck aria-hidden="true" className="size-4" />}
      >
        {cooldown.isCoolingDown
          ? `Resend available in ${cooldown.secondsLeft} s`
          : "Resend verification email"}
      </Button>
      <p
        aria-live="polite"
        className={
          result?.tone === "error"
            ? "text-sm font-medium text-rose-600 dark:text-rose-400"
            : "text-sm text-emerald-700 dark:text-emerald-400"
        }
      >
        {result?.message ?? ""}
      </p>
    </div>
  );
}

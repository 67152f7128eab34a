import { useCallback, useEffect, useState } from "react";

/** Seconds left before something may be asked for again (resend a mail, a code); ticks each second. */
export function useCooldown(initialSeconds = 0) {
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1_000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  const start = useCallback(
    (seconds: number) => setSecondsLeft(Math.max(0, Math.ceil(seconds))),
    [],
  );
  return { secondsLeft, isCoolingDown: secondsLeft > 0, start };
}

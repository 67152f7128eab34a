import { addMonths } from "../../lib/dates.ts";

/** Monthly credit periods anchored on the sign-up day ("10 credits a month from sign-up"), in UTC. */
export interface CreditPeriod {
  start: Date;
  end: Date;
}

/** The period containing `now`: `creditPeriodAt(2026-01-15, 2026-03-20)` -> [2026-03-15, 2026-04-15). */
export function creditPeriodAt(anchor: Date, now: Date): CreditPeriod {
  if (now < anchor) return { start: anchor, end: addMonths(anchor, 1) };
  let months =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 +
    now.getUTCMonth() -
    anchor.getUTCMonth();
  let start = addMonths(anchor, months);
  if (start > now) {
    months -= 1;
    start = addMonths(anchor, months);
  }
  return { start, end: addMonths(anchor, months + 1) };
}

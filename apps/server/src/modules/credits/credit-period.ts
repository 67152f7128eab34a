/** Monthly credit periods anchored on the sign-up day ("10 credits a month from sign-up"), in UTC. */
export interface CreditPeriod {
  start: Date;
  end: Date;
}

/** Adds months keeping the anchor's day, clamped to the month's last day (Jan 31 + 1 -> Feb 28/29). */
export function addMonthsUtc(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(date.getUTCDate(), lastDay),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

/** The period containing `now`: `creditPeriodAt(2026-01-15, 2026-03-20)` -> [2026-03-15, 2026-04-15). */
export function creditPeriodAt(anchor: Date, now: Date): CreditPeriod {
  if (now < anchor) return { start: anchor, end: addMonthsUtc(anchor, 1) };
  let months =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 +
    now.getUTCMonth() -
    anchor.getUTCMonth();
  let start = addMonthsUtc(anchor, months);
  if (start > now) {
    months -= 1;
    start = addMonthsUtc(anchor, months);
  }
  return { start, end: addMonthsUtc(anchor, months + 1) };
}

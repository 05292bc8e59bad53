/**
 * Month arithmetic for plan allotments. A period's months start on the same
 * day of the month as the period itself, counted from the period start each
 * time (so no drift), and a day the month lacks becomes its last day: a
 * period starting 31 January has months starting 28/29 February, 31 March,
 * 30 April. Stripe anchors monthly billing the same way.
 */

/** Start of month `index` (0-based) of a period that started at `periodStart`; UTC throughout. */
export function monthStart(periodStart: Date, index: number): Date {
  const monthCountedFromStartYear = periodStart.getUTCMonth() + index;
  const year = periodStart.getUTCFullYear() + Math.floor(monthCountedFromStartYear / 12);
  const month = ((monthCountedFromStartYear % 12) + 12) % 12;
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(periodStart.getUTCDate(), daysInMonth);
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      periodStart.getUTCHours(),
      periodStart.getUTCMinutes(),
      periodStart.getUTCSeconds(),
      periodStart.getUTCMilliseconds(),
    ),
  );
}

export interface AllotmentSchedule {
  periodStart: Date;
  months: number;
  endedAt: Date | null;
}

/**
 * How many months of the period are due at `now`. The first is due as soon as
 * the period is paid, even if the clock says its start is a moment away; a
 * later one once it has started, unless the allotment ended before it.
 */
export function monthsDue(schedule: AllotmentSchedule, now: Date): number {
  let due = 1;
  while (due < schedule.months) {
    const start = monthStart(schedule.periodStart, due);
    if (start > now || (schedule.endedAt && start >= schedule.endedAt)) break;
    due++;
  }
  return due;
}

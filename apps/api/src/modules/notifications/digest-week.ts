/** When the weekly digest goes out (decision 041): a pure rule of the calendar, no I/O. */

/** The digest goes out on Mondays at 07:00 UTC: the week's mails are read at the start of a working day. */
export const DIGEST_WEEKDAY = 1;
export const DIGEST_HOUR_UTC = 7;

/** The latest digest moment at or before `now` (a Monday, 07:00 UTC): the week a digest belongs to. */
export const digestWeekOf = (now: Date): Date => {
  const moment = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC, 0, 0, 0),
  );
  const back = (moment.getUTCDay() - DIGEST_WEEKDAY + 7) % 7;
  moment.setUTCDate(moment.getUTCDate() - back);
  if (moment.getTime() > now.getTime()) moment.setUTCDate(moment.getUTCDate() - 7);
  return moment;
};

// Dates as the account pages show them: 'Mar 4, 2026', in UTC so a day never shifts with the viewer's zone.
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });

const toDate = (value: number | string | null | undefined): Date | null => {
  if (value == null || value === '') return null;
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Seconds (as the API's periods are) or ISO text; '—' when missing. */
export function formatDay(value: number | string | null | undefined): string {
  const date = toDate(value);
  return date ? DATE.format(date) : '—';
}

export function formatDayTime(value: number | string | null | undefined): string {
  const date = toDate(value);
  return date ? DATE_TIME.format(date) : '—';
}

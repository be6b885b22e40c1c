// Dates as the account pages show them: 'Mar 4, 2026', in UTC so a day never shifts with the viewer's zone.
// Written by hand, as Intl's en-US would write them: the first Intl.DateTimeFormat a page makes loads the browser's
// date data, a long task of the product page on a slow phone (140 ms at a fourth of a desktop's speed) for its
// reviews' days.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const toDate = (value: number | string | null | undefined): Date | null => {
  if (value == null || value === '') return null;
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const monthDay = (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;

/** Seconds (as the API's periods are) or ISO text: 'Mar 4, 2026'; '—' when missing. */
export function formatDay(value: number | string | null | undefined): string {
  const date = toDate(value);
  return date ? `${monthDay(date)}, ${date.getUTCFullYear()}` : '—';
}

/** The same, with the time of day: 'Mar 4, 3:05 PM UTC'; '—' when missing. */
export function formatDayTime(value: number | string | null | undefined): string {
  const date = toDate(value);
  if (!date) return '—';
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  return `${monthDay(date)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'} UTC`;
}

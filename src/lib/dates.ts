/**
 * Parses a calendar date written as YYYY-MM-DD. Returns undefined for anything that is not a real
 * date (2023-11-31, 2023-02-29, 2023-13-01, free text) instead of letting Date roll it over.
 */
export function parseCalendarDate(text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * True when the calendar day `date` is at most `days` days before today's (UTC) calendar day, and
 * not more than one day in the future (time zones).
 */
export function isWithinLastDays(date: Date | undefined, days: number, now: Date = new Date()): boolean {
  if (!date) return false;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const age = Math.round((today - date.getTime()) / DAY_MS);
  return age >= -1 && age <= days;
}

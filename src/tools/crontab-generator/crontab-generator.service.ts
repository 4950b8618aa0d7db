import { Cron } from 'croner';
import cronstrue from 'cronstrue';
import { ToolInputError } from '../../lib/errors';

export const DEFAULT_CRON = '40 * * * *';

export interface CronDescribeOptions {
  verbose: boolean;
  use24HourTimeFormat: boolean;
  /** On: day-of-week 0–6 is Sunday–Saturday (7 also Sunday). Off: 1–7 is Sunday–Saturday. */
  daysStartAtZero: boolean;
}

export interface CronRunOptions {
  daysStartAtZero: boolean;
  /** IANA zone the runs are computed and written in. */
  timeZone: string;
  /** Runs strictly after this instant. */
  now: Date;
  count?: number;
}

const MACROS = ['@yearly', '@annually', '@monthly', '@weekly', '@daily', '@midnight', '@hourly', '@reboot'];

/** Whitespace-normalised expression (macros lower-cased). */
export function normalizeCron(expression: string): string {
  const trimmed = expression.trim().replace(/\s+/g, ' ');
  return trimmed.startsWith('@') ? trimmed.toLowerCase() : trimmed;
}

export function isReboot(expression: string): boolean {
  return normalizeCron(expression) === '@reboot';
}

function fieldCount(expression: string): number {
  return expression.split(' ').length;
}

/** The scheduler for an expression (not @reboot); throws ToolInputError('invalidCron') when it rejects it. */
function schedule(expression: string, daysStartAtZero: boolean, timeZone?: string): Cron {
  const normalized = normalizeCron(expression);
  if (normalized.startsWith('@') ? !MACROS.includes(normalized) : fieldCount(normalized) < 5 || fieldCount(normalized) > 6) {
    throw new ToolInputError('invalidCron');
  }
  try {
    return new Cron(normalized, { mode: '5-or-6-parts', paused: true, alternativeWeekdays: !daysStartAtZero, timezone: timeZone });
  } catch (error) {
    throw new ToolInputError('invalidCron', { detail: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * The human-readable description (cronstrue). Throws ToolInputError('invalidCron') when either the
 * scheduler or the describer rejects the expression; `@reboot` is valid without a schedule.
 */
export function describeCron(expression: string, options: CronDescribeOptions): string {
  const normalized = normalizeCron(expression);
  if (normalized === '') throw new ToolInputError('invalidCron');
  if (normalized !== '@reboot') schedule(normalized, options.daysStartAtZero);
  try {
    return cronstrue.toString(normalized, {
      verbose: options.verbose,
      use24HourTimeFormat: options.use24HourTimeFormat,
      dayOfWeekStartIndexZero: options.daysStartAtZero,
      throwExceptionOnParseError: true,
    });
  } catch (error) {
    throw new ToolInputError('invalidCron', { detail: String(error) });
  }
}

const WEEKDAY_FORMAT = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD HH:mm:ss (Ddd)` in `timeZone`, 24-hour, English weekday. */
export function formatRun(date: Date, timeZone: string): string {
  let format = WEEKDAY_FORMAT.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    WEEKDAY_FORMAT.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} (${parts.weekday})`;
}

/** The next runs (default 5) strictly after `now`, formatted in the zone; [] for @reboot or a schedule that never runs. */
export function nextCronRuns(expression: string, { daysStartAtZero, timeZone, now, count = 5 }: CronRunOptions): string[] {
  if (isReboot(expression)) return [];
  return schedule(expression, daysStartAtZero, timeZone)
    .nextRuns(count, now)
    .map((date) => formatRun(date, timeZone));
}

export type CronResult =
  | { ok: true; description: string; runs: string[]; note: 'reboot' | 'never' | undefined }
  | { ok: false; messageKey: string };

/** Everything the screen shows for an expression. */
export function analyzeCron(expression: string, options: CronDescribeOptions & Omit<CronRunOptions, 'daysStartAtZero'>): CronResult {
  try {
    const description = describeCron(expression, options);
    if (isReboot(expression)) return { ok: true, description, runs: [], note: 'reboot' };
    const runs = nextCronRuns(expression, options);
    return { ok: true, description, runs, note: runs.length === 0 ? 'never' : undefined };
  } catch (error) {
    return { ok: false, messageKey: error instanceof ToolInputError ? error.messageKey : 'invalidCron' };
  }
}

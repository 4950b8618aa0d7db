import type { DetectDeclarations, DetectScore } from '../../engine/detect';

const MACROS = new Set(['@yearly', '@annually', '@monthly', '@weekly', '@daily', '@midnight', '@hourly', '@reboot']);
const MONTHS = 'JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC';
const DAYS = 'SUN|MON|TUE|WED|THU|FRI|SAT';

/** Value bounds of the fields: minute, hour, day of month, month, day of week (seconds first in a 6-field line). */
const BOUNDS: readonly [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];
const SECONDS: [number, number] = [0, 59];

/** One cron field: `*`, `?`, lists of values or ranges with an optional `/step`, names, `L`, `W`, `#`. */
function fieldIsValid(field: string, [min, max]: readonly [number, number], names: string | undefined): boolean {
  if (field.length > 64) return false;
  for (const part of field.toUpperCase().split(',')) {
    const [range, step, extra] = part.split('/');
    if (extra !== undefined || range === undefined || range === '') return false;
    if (step !== undefined && !/^\d{1,3}$/.test(step)) return false;
    if (range === '*' || range === '?') continue;
    const ends = range.split('-');
    if (ends.length > 2) return false;
    for (const end of ends) {
      if (/^\d{1,2}$/.test(end)) {
        if (Number(end) < min || Number(end) > max) return false;
      } else if (!(names && new RegExp(`^(?:${names})$`).test(end)) && !/^(?:L|LW|\d{1,2}[LW]|[0-7]L|[0-7]#[1-5])$/.test(end)) {
        return false;
      }
    }
  }
  return true;
}

/**
 * A cron expression: five fields (minute hour day month weekday) or six (seconds first), each
 * within its range, or a macro (`@daily`, `@reboot`…). Plain numbers in every field are only
 * weakly a schedule (`1 2 3 4 5`); a `*`, a step or a name makes it sure.
 */
export default {
  'crontab-generator-describe': {
    pre: { maxLines: 1, minLength: 5, maxLength: 300 },
    prior: 0.8,
    score: ({ text }): DetectScore | 0 => {
      if (text.startsWith('@')) return MACROS.has(text.toLowerCase()) ? { confidence: 0.9, reason: { key: 'macro', params: { macro: text.toLowerCase() } } } : 0;
      const fields = text.split(/\s+/);
      if (fields.length !== 5 && fields.length !== 6) return 0;
      const bounds = fields.length === 6 ? [SECONDS, ...BOUNDS] : BOUNDS;
      const offset = fields.length - 5;
      for (let index = 0; index < fields.length; index++) {
        const names = index - offset === 3 ? MONTHS : index - offset === 4 ? DAYS : undefined;
        if (!fieldIsValid(fields[index]!, bounds[index]!, names)) return 0;
      }
      const special = /[*/?A-Za-z]/.test(text);
      if (!special) return { confidence: 0.2, reason: { key: 'fields', params: { count: fields.length } } };
      return { confidence: fields.length === 5 ? 0.92 : 0.85, reason: { key: 'fields', params: { count: fields.length } } };
    },
  },
} satisfies DetectDeclarations;

import { ToolInputError } from '../../lib/errors';

/**
 * A number field's value as typed; undefined while it is empty or not yet a number (`-`, `.`).
 */
export function parseOptionalNumber(value: string | number): number | undefined {
  const text = String(value).trim();
  if (text === '') return undefined;
  const number = Number(text);
  return Number.isNaN(number) ? undefined : number;
}

/**
 * Rounds to 15 significant digits (the precision a double always holds) and prints the shortest
 * form, which removes binary noise: 0.30000000000000004 → `0.3`. Never `-0`.
 */
export function formatResult(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Number(value.toPrecision(15));
  return String(rounded === 0 ? 0 : rounded);
}

function divisor(value: number): number {
  if (value === 0) throw new ToolInputError('cannotBeZero');
  return value;
}

/** What is X % of Y: X × Y ÷ 100. */
export function percentageOf(percentage: number, value: number): number {
  return (percentage * value) / 100;
}

/** X is what percent of Y: 100 × X ÷ Y (Y ≠ 0). */
export function percentOfTotal(value: number, total: number): number {
  return (100 * value) / divisor(total);
}

/** Percentage increase/decrease from → to: (To − From) ÷ From × 100 (From ≠ 0). */
export function percentageChange(from: number, to: number): number {
  return ((to - from) / divisor(from)) * 100;
}

/** X is Y % of what: X × 100 ÷ Y (Y ≠ 0). */
export function wholeValue(part: number, percentage: number): number {
  return (part * 100) / divisor(percentage);
}

export const CALCULATIONS = {
  percentageOf,
  percentOfTotal,
  percentageChange,
  wholeValue,
} as const;
export type Calculation = keyof typeof CALCULATIONS;

/**
 * A card's result from its two fields as typed: empty while either is empty, the formatted value
 * otherwise; throws `cannotBeZero` for a zero divisor (the second field).
 */
export function calculate(calculation: Calculation, first: string | number, second: string | number): string {
  const a = parseOptionalNumber(first);
  const b = parseOptionalNumber(second);
  if (calculation !== 'percentageOf' && calculation !== 'percentageChange' && b === 0) throw new ToolInputError('cannotBeZero');
  if (calculation === 'percentageChange' && a === 0) throw new ToolInputError('cannotBeZero');
  if (a === undefined || b === undefined) return '';
  return formatResult(CALCULATIONS[calculation](a, b));
}

import { useMemo } from 'react';

/**
 * A validation rule, as 00-shell.md defines it: the value is invalid when the validator returns a
 * truthy result (an error) or throws; nullish or `false` means valid. To write a rule from a
 * predicate that returns true for valid values, use `ruleFromPredicate`.
 */
export interface ValidationRule<T> {
  validator: (value: T) => unknown;
  message: string;
}

export interface ValidationResult {
  isValid: boolean;
  /** The message of the last failing rule, undefined when valid. */
  message: string | undefined;
}

function ruleFails<T>(rule: ValidationRule<T>, value: T): boolean {
  try {
    const outcome = rule.validator(value);
    return Boolean(outcome);
  } catch {
    return true;
  }
}

/** Runs every rule; the last failing rule's message wins. */
export function validate<T>(value: T, rules: readonly ValidationRule<T>[]): ValidationResult {
  let message: string | undefined;
  for (const rule of rules) {
    if (ruleFails(rule, value)) message = rule.message;
  }
  return { isValid: message === undefined, message };
}

/** Builds a rule from a predicate that returns true when the value is valid. */
export function ruleFromPredicate<T>(isValid: (value: T) => boolean, message: string): ValidationRule<T> {
  return { validator: (value) => (isValid(value) ? undefined : message), message };
}

export function useValidation<T>(value: T, rules: readonly ValidationRule<T>[]): ValidationResult {
  return useMemo(() => validate(value, rules), [value, rules]);
}

import { describe, expect, it } from 'vitest';
import { ruleFromPredicate, validate, type ValidationRule } from './validation';

const lengthRule: ValidationRule<string> = { validator: (value) => (value.length > 10 ? undefined : 'short'), message: 'Length must be > 10' };

describe('validation rules', () => {
  it.each([
    [null, true],
    [undefined, true],
    [false, true],
    ['', true],
    [0, true],
    [true, false],
    ['an error', false],
    [1, false],
    [{}, false],
  ])('a validator returning %j → valid: %s', (outcome, valid) => {
    expect(validate('x', [{ validator: () => outcome, message: 'bad' }]).isValid).toBe(valid);
  });

  it('treats a throwing validator as invalid', () => {
    const result = validate('{', [{ validator: (value: string) => JSON.parse(value) && false, message: 'Invalid JSON' }]);
    expect(result).toEqual({ isValid: false, message: 'Invalid JSON' });
  });

  it('shows the message of the last failing rule', () => {
    const rules: ValidationRule<string>[] = [
      { validator: () => 'first', message: 'First problem' },
      { validator: () => undefined, message: 'Not failing' },
      { validator: () => 'second', message: 'Second problem' },
      { validator: () => false, message: 'Not failing either' },
    ];
    expect(validate('v', rules)).toEqual({ isValid: false, message: 'Second problem' });
  });

  it('runs the gallery example "Length must be > 10"', () => {
    expect(validate('short', [lengthRule])).toEqual({ isValid: false, message: 'Length must be > 10' });
    expect(validate('long enough!', [lengthRule])).toEqual({ isValid: true, message: undefined });
  });

  it('builds rules from predicates that return true for valid values', () => {
    const rule = ruleFromPredicate((value: number) => value >= 0, 'Must be positive');
    expect(validate(3, [rule]).isValid).toBe(true);
    expect(validate(-1, [rule])).toEqual({ isValid: false, message: 'Must be positive' });
  });
});

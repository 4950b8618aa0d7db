import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

/** An integer in [min, max]: rounds, clamps, and returns `fallback` for anything that is not a finite number. */
export function clampInteger(value: number | string, min: number, max: number, fallback: number): number {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, Math.round(number)));
}

export interface ClampedNumberInputProps extends Omit<NumberInputProps, 'value' | 'onChange' | 'min' | 'max' | 'clampBehavior'> {
  value: number;
  min: number;
  max: number;
  /** Called with the value brought into range, only when it changes. */
  onChange: (value: number) => void;
}

/**
 * An integer field that is clamped on blur: while typing, anything is accepted and the value in
 * range applies at once; on blur the field shows the clamped value; an emptied field keeps the
 * previous value. No error message (the value is always usable).
 */
export function ClampedNumberInput({ value, min, max, onChange, onBlur, ...rest }: ClampedNumberInputProps) {
  const [draft, setDraft] = useState<number | string>(value);
  const [seen, setSeen] = useState(value);
  // Follow a change from outside (reset, another control) without fighting the user's typing.
  if (seen !== value) {
    setSeen(value);
    if (clampInteger(draft, min, max, value) !== value) setDraft(value);
  }
  return (
    <NumberInput
      min={min}
      max={max}
      step={1}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      value={draft}
      onChange={(raw) => {
        setDraft(raw);
        const next = clampInteger(raw, min, max, value);
        if (next !== value) onChange(next);
      }}
      onBlur={(event) => {
        setDraft(value);
        onBlur?.(event);
      }}
      {...rest}
    />
  );
}

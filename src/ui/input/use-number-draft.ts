import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A number field's own text, kept as typed: an invalid value shows the field's error instead of
 * being clamped or replaced, and each valid value is applied at once. `parse` gives the value or
 * undefined (a module-level function); `change` stays the same function across renders.
 */
export function useNumberDraft(initial: number, parse: (text: string) => number | undefined, apply: (value: number) => void) {
  const [text, setText] = useState(() => String(initial));
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });
  const change = useCallback(
    (raw: string | number) => {
      const next = String(raw);
      setText(next);
      const value = parse(next);
      if (value !== undefined) applyRef.current(value);
    },
    [parse],
  );
  return { text, value: parse(text), change };
}

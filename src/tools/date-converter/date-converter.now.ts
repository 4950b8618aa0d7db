import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`: it drives the outputs while the date field is
 * empty (they show the current moment and tick) and the relative-time line.
 */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

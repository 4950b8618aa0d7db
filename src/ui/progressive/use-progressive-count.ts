import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` at once, then `perTask` more in each later task
 * until all are there. For long lists and large texts whose DOM would otherwise be built (and laid
 * out) in one long task: the first screenful shows at once, the rest follows without blocking.
 * A new `key` (e.g. a new text) starts again from `first`.
 */
export function useProgressiveCount(total: number, key: unknown, first: number, perTask: number): number {
  const [shown, setShown] = useState({ key, count: Math.min(first, total) });
  const current = shown.key === key ? Math.min(shown.count, total) : Math.min(first, total);
  useEffect(() => {
    if (current >= total) return undefined;
    const timer = setTimeout(() => setShown({ key, count: Math.min(total, current + perTask) }), 0);
    return () => clearTimeout(timer);
  }, [current, total, key, perTask]);
  return current;
}

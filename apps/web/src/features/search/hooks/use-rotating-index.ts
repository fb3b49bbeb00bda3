import { useEffect, useState } from 'react';

/** An index that steps through 0…length-1 every intervalMs, standing still while paused. */
export function useRotatingIndex(length: number, intervalMs: number, paused: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || length <= 1) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % length), intervalMs);
    return () => clearInterval(timer);
  }, [length, intervalMs, paused]);
  return index;
}

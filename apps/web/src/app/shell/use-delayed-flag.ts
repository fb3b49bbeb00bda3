import { useEffect, useState } from 'react';

/** Becomes true after `delayMs`, or at once when `force` is set (e.g. the user opened the piece early). */
export function useDelayedFlag(delayMs: number, force = false): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return elapsed || force;
}

import { startTransition, useEffect, useState } from 'react';

/**
 * Becomes true after `delayMs`, or at once when `force` is set (e.g. the user opened the piece early).
 * The timed switch is a transition: what it mounts renders in slices, never holding the page in one long task.
 */
export function useDelayedFlag(delayMs: number, force = false): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setElapsed(true)), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return elapsed || force;
}

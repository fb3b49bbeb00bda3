import { useEffect, useEffectEvent } from 'react';

/** How long the typing must pause before a list asks the server (admin lists' search boxes). */
export const SEARCH_DELAY_MS = 300;

/**
 * Applies what was typed in a search box once the typing pauses, when it differs from the search in force. The
 * timer calls an effect event, which sees the page as it is when it fires: a filter chosen during the pause stays
 * (a closure over the render that started the timer would put the old filter back).
 */
export function useSearchAfterPause(typed: string, applied: string, apply: (q: string) => void) {
  const search = useEffectEvent((q: string) => {
    if (q.trim() !== applied.trim()) apply(q);
  });
  useEffect(() => {
    const timer = setTimeout(() => search(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
}

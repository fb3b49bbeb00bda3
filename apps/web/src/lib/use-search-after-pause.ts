import { useEffect, useEffectEvent } from 'react';
import { useNavigation } from 'react-router';

/** How long the typing must pause before a list asks the server (admin lists' search boxes). */
export const SEARCH_DELAY_MS = 300;

/**
 * Applies what was typed in a search box once the typing pauses, when it differs from the search in force. The
 * timer calls an effect event, which sees the page as it is when it fires: a filter chosen during the pause stays
 * (a closure over the render that started the timer would put the old filter back). While the router is on its way
 * to another page (a row clicked within the pause, its chunk still loading) the search is dropped: applying it
 * would replace that navigation and send the user back to the list.
 */
export function useSearchAfterPause(typed: string, applied: string, apply: (q: string) => void) {
  const navigation = useNavigation();
  const search = useEffectEvent((q: string) => {
    if (navigation.state !== 'idle') return;
    if (q.trim() !== applied.trim()) apply(q);
  });
  useEffect(() => {
    const timer = setTimeout(() => search(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
}

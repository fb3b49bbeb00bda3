import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(REDUCED_MOTION).matches;

/**
 * A carousel's position that moves on by itself every `intervalMs` (SPEC §9 timings from `CAROUSEL`), held
 * while the pointer is over it or focus is inside it, never with `prefers-reduced-motion`, and restarting its
 * timer after every manual move (SPEC §4: carousels restart their timer after a manual action).
 */
export function useAutoAdvance(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  // Each move (automatic or by hand) sets a new index, and a new index starts a fresh timer.
  const [moves, setMoves] = useState(0);
  const running = count > 1 && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [running, index, moves, count, intervalMs]);

  const goTo = useCallback(
    (next: number) => {
      if (count === 0) return;
      setIndex(((next % count) + count) % count);
      setMoves((n) => n + 1);
    },
    [count],
  );

  return {
    index: count === 0 ? 0 : Math.min(index, count - 1),
    running,
    reducedMotion,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    /** Spread on the carousel's root: hover and focus inside hold it. */
    holdProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

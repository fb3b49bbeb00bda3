import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` only once the placeholder comes near the viewport (below-the-fold sections of the home
 * page): their code and data load then, not with the first paint. The server renders the placeholder.
 * "Near" (`rootMargin`) counts from the visitor's first scroll; before it, only a placeholder in view loads —
 * on a phone the first section sat 3 px inside the margin and brought the whole below-the-fold chunk into the
 * first load's main thread (issue 18, docs/perf.md).
 */
export function LazyWhenVisible({
  children,
  minHeight,
  rootMargin = '400px',
}: {
  children: ReactNode;
  /** Keeps the page from jumping while the section is not there yet. */
  minHeight: number;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled || visible) return;
    const onScroll = () => setScrolled(true);
    addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => removeEventListener('scroll', onScroll);
  }, [scrolled, visible]);
  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    // Without IntersectionObserver (very old browsers) the section simply loads at once.
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setVisible(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: scrolled ? rootMargin : '0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, scrolled, rootMargin]);
  return (
    <div ref={ref} style={visible ? undefined : { minHeight }}>
      {visible ? children : null}
    </div>
  );
}

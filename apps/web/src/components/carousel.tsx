import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { useAutoAdvance } from '../lib/use-auto-advance.ts';

export interface CarouselLabels {
  /** The carousel's name ("Featured services"). */
  name: string;
  /** aria-roledescription of the whole ("carousel") and of a slide ("slide"), in the page's language. */
  role: string;
  slideRole: string;
  previous: string;
  next: string;
  /** "Slide 2 of 3". */
  slide: (index: number, count: number) => string;
}

/** A carousel's words in the page's language (the home page's `home` namespace, loaded with its route). */
export function useCarouselLabels(name: string): CarouselLabels {
  const { t } = useTranslation('home');
  return {
    name,
    role: t('carousel.role'),
    slideRole: t('carousel.slideRole'),
    previous: t('carousel.previous'),
    next: t('carousel.next'),
    slide: (index, count) => t('carousel.slide', { index, count }),
  };
}

/**
 * The home page's carousels (SPEC §2, timings from `CAROUSEL`, SPEC §9): one slide at a time, moving on every
 * `intervalMs`, held on hover and focus, still with prefers-reduced-motion, restarted after a manual move
 * (buttons, dots, arrow keys, a swipe of `swipePx`). Screen readers hear the slide change only when it was
 * asked for (the live region is off while it rotates by itself). Every slide is in the server's HTML and painted
 * from the first frame, side by side on a track that a transform moves (towards the start of the line, so Arabic
 * slides the other way; no sliding with prefers-reduced-motion): a move paints nothing new, so a later slide is
 * never a late Largest Contentful Paint (issue 18, docs/perf.md). The slides out of view are `aria-hidden` and
 * `inert`: screen readers and the keyboard meet one slide at a time.
 */
export function Carousel({
  count,
  intervalMs,
  swipePx,
  labels,
  renderSlide,
  className,
  controlsClassName,
  testId,
}: {
  count: number;
  intervalMs: number;
  /** Swipe distance that moves a slide (phones); none: no swipe. */
  swipePx?: number;
  labels: CarouselLabels;
  renderSlide: (index: number) => ReactNode;
  className?: string;
  controlsClassName?: string;
  testId?: string;
}) {
  const carousel = useAutoAdvance(count, intervalMs);
  const pointerStart = useRef<number | null>(null);
  const rtl = (element: Element) => getComputedStyle(element).direction === 'rtl';

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Arrow keys follow the reading direction (Arabic reads right to left).
    const flip = rtl(event.currentTarget);
    if (event.key === 'ArrowRight') (flip ? carousel.previous : carousel.next)();
    else if (event.key === 'ArrowLeft') (flip ? carousel.next : carousel.previous)();
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    pointerStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = pointerStart.current;
    pointerStart.current = null;
    if (swipePx === undefined || start === null) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) < swipePx) return;
    // A swipe towards the start of the line shows the next slide (leftwards in English, rightwards in Arabic).
    const towardsStart = rtl(event.currentTarget) ? moved > 0 : moved < 0;
    (towardsStart ? carousel.next : carousel.previous)();
  };

  const arrow = (direction: 'previous' | 'next') => (
    <button
      type="button"
      onClick={direction === 'next' ? carousel.next : carousel.previous}
      aria-label={labels[direction]}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white/90 text-slate-800 shadow-xs hover:bg-white focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        controlsClassName,
      )}
    >
      {direction === 'next' ? (
        <ChevronRight className="size-5 rtl:rotate-180" aria-hidden="true" />
      ) : (
        <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
      )}
    </button>
  );

  return (
    <section
      aria-roledescription={labels.role}
      aria-label={labels.name}
      className={className}
      data-testid={testId}
      data-running={carousel.running ? 'true' : 'false'}
      onKeyDown={onKeyDown}
      {...carousel.holdProps}
    >
      {/* The 4 px padding (taken back by the negative margin) keeps the slides' focus rings inside the clip; the
          track's gap keeps the neighbouring slide out of it. */}
      <div
        className="-m-1 touch-pan-y overflow-hidden p-1"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (pointerStart.current = null)}
        // A dragged link or picture would cancel the pointer and eat the swipe.
        onDragStart={(event) => event.preventDefault()}
      >
        {/* will-change: Chromium paints the slides out of view with the first frame (clipped, so they never become
            a Largest Contentful Paint when they slide in). */}
        <div
          className="flex gap-2 transition-transform duration-500 ease-out will-change-transform [--carousel-step:-1] motion-reduce:transition-none rtl:[--carousel-step:1]"
          style={
            carousel.index === 0
              ? undefined
              : { transform: `translateX(calc(var(--carousel-step) * ${carousel.index} * (100% + 0.5rem)))` }
          }
          aria-live={carousel.running ? 'off' : 'polite'}
        >
          {Array.from({ length: count }, (_, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={labels.slideRole}
              aria-label={labels.slide(index + 1, count)}
              aria-hidden={index === carousel.index ? undefined : true}
              inert={index !== carousel.index}
              // A grid: the slide's content fills it, so every slide is as tall as the tallest.
              className="grid w-full shrink-0"
              data-testid={testId ? `${testId}-slide` : undefined}
            >
              {renderSlide(index)}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="mt-2 flex items-center justify-center gap-1">
          {arrow('previous')}
          {Array.from({ length: count }, (_, index) => (
            <button
              key={index}
              type="button"
              onClick={() => carousel.goTo(index)}
              aria-label={labels.slide(index + 1, count)}
              aria-current={index === carousel.index ? 'true' : undefined}
              className="inline-flex size-11 items-center justify-center focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <span
                className={cn(
                  'block h-2 rounded-full transition-all motion-reduce:transition-none',
                  index === carousel.index ? 'w-5 bg-brand-700' : 'w-2 bg-slate-300',
                )}
              />
            </button>
          ))}
          {arrow('next')}
        </div>
      ) : null}
    </section>
  );
}

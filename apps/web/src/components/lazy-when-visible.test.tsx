import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyWhenVisible } from './lazy-when-visible.tsx';

/** A stand-in IntersectionObserver: records each one's rootMargin and lets the test say "it is in view". */
const observers: { rootMargin: string; callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { rootMargin: options?.rootMargin ?? '0px', callback, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const live = () => observers.filter((o) => !o.disconnected);
const comeIntoView = () =>
  act(() => {
    for (const o of live()) o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
  });

describe('LazyWhenVisible', () => {
  it('before any scroll loads only what is in view; after the first scroll, what is within rootMargin', () => {
    render(
      <LazyWhenVisible minHeight={300}>
        <p>section</p>
      </LazyWhenVisible>,
    );
    expect(screen.queryByText('section')).toBeNull();
    // First visit: a placeholder just below the fold stays a placeholder (issue 18's TBT).
    expect(live().map((o) => o.rootMargin)).toEqual(['0px']);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(live().map((o) => o.rootMargin)).toEqual(['400px']);
    expect(screen.queryByText('section')).toBeNull();
    comeIntoView();
    expect(screen.getByText('section')).toBeInTheDocument();
    expect(live()).toEqual([]);
  });

  it('keeps the space of the section it waits for', () => {
    const { container } = render(
      <LazyWhenVisible minHeight={240}>
        <p>section</p>
      </LazyWhenVisible>,
    );
    expect((container.firstChild as HTMLElement).style.minHeight).toBe('240px');
    comeIntoView();
    expect((container.firstChild as HTMLElement).style.minHeight).toBe('');
  });
});

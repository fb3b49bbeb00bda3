import { CAROUSEL } from '@aushadh/shared/constants.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoAdvance } from './use-auto-advance.ts';

function Carousel({ count = 3, ms = CAROUSEL.heroMs }: { count?: number; ms?: number }) {
  const carousel = useAutoAdvance(count, ms);
  return (
    <div data-testid="root" {...carousel.holdProps}>
      <p data-testid="index">{carousel.index}</p>
      <button type="button" onClick={carousel.next}>
        next
      </button>
    </div>
  );
}

const shown = () => screen.getByTestId('index').textContent;
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('useAutoAdvance', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('moves on every CAROUSEL.heroMs (5 s), wrapping round', () => {
    render(<Carousel />);
    wait(CAROUSEL.heroMs - 1);
    expect(shown()).toBe('0');
    wait(1);
    expect(shown()).toBe('1');
    wait(CAROUSEL.heroMs);
    expect(shown()).toBe('2');
    wait(CAROUSEL.heroMs);
    expect(shown()).toBe('0');
  });

  it('restarts its timer after a manual move', () => {
    render(<Carousel />);
    wait(CAROUSEL.heroMs - 1000);
    fireEvent.click(screen.getByText('next'));
    expect(shown()).toBe('1');
    wait(CAROUSEL.heroMs - 1);
    expect(shown()).toBe('1');
    wait(1);
    expect(shown()).toBe('2');
  });

  it('holds while hovered or focused, and resumes after', () => {
    render(<Carousel />);
    fireEvent.mouseEnter(screen.getByTestId('root'));
    wait(CAROUSEL.heroMs * 3);
    expect(shown()).toBe('0');
    fireEvent.mouseLeave(screen.getByTestId('root'));
    fireEvent.focus(screen.getByText('next'));
    wait(CAROUSEL.heroMs * 3);
    expect(shown()).toBe('0');
    fireEvent.blur(screen.getByText('next'));
    wait(CAROUSEL.heroMs);
    expect(shown()).toBe('1');
  });

  it('never moves by itself with prefers-reduced-motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<Carousel />);
    wait(CAROUSEL.heroMs * 4);
    expect(shown()).toBe('0');
  });

  it('keeps still with a single slide', () => {
    render(<Carousel count={1} />);
    wait(CAROUSEL.heroMs * 2);
    expect(shown()).toBe('0');
  });
});

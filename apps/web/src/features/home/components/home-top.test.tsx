import type { Category } from '@aushadh/shared/catalog/schemas.ts';
import { CAROUSEL } from '@aushadh/shared/constants.ts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeCategoryStrip } from '../../catalog/components/home-category-strip.tsx';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { HomeTop } from './home-top.tsx';

beforeAll(() => setupTestI18n());
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
/**
 * The slide each carousel shows: the one group neither aria-hidden nor inert. Every slide stays painted (no
 * `hidden`, issue 18's LCP): the track moves by a transform towards the start of the line.
 */
const shownIn = (testId: string) => {
  const slides = screen.getAllByTestId(`${testId}-slide`);
  for (const slide of slides) expect(slide.hidden).toBe(false);
  const shown = slides.filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
  expect(shown).toHaveLength(1);
  for (const slide of slides) expect(slide.hasAttribute('inert')).toBe(slide !== shown[0]);
  const index = slides.indexOf(shown[0]!);
  const track = slides[0]!.parentElement!;
  expect(track.style.transform).toBe(
    index === 0 ? '' : `translateX(calc(var(--carousel-step) * ${index} * (100% + 0.5rem)))`,
  );
  return index;
};

describe('home hero carousel (computer)', () => {
  it('has the three SPEC slides and moves on every CAROUSEL.heroMs (5 s), wrapping round', () => {
    renderWithProviders(<HomeTop />);
    const hero = screen.getByTestId('hero-carousel');
    expect(hero).toHaveAttribute('aria-roledescription', 'carousel');
    expect(
      within(hero)
        .getAllByRole('group', { hidden: true })
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3']);
    expect(within(hero).getByRole('link', { name: 'Shop medicines' })).toHaveAttribute('href', '/products');
    expect(screen.getByTestId('consult-doctor')).toHaveAttribute('href', '/doctors');
    expect(shownIn('hero-carousel')).toBe(0);
    wait(CAROUSEL.heroMs - 1);
    expect(shownIn('hero-carousel')).toBe(0);
    wait(1);
    expect(shownIn('hero-carousel')).toBe(1);
    wait(CAROUSEL.heroMs);
    expect(shownIn('hero-carousel')).toBe(2);
    wait(CAROUSEL.heroMs);
    expect(shownIn('hero-carousel')).toBe(0);
  });

  it('restarts its timer after a manual move, and keeps the live region quiet only while it rotates', () => {
    renderWithProviders(<HomeTop />);
    const hero = screen.getByTestId('hero-carousel');
    const live = within(hero).getAllByRole('group', { hidden: true })[0]!.parentElement!;
    expect(live).toHaveAttribute('aria-live', 'off');
    wait(CAROUSEL.heroMs - 1000);
    const next = within(hero).getByRole('button', { name: 'Next slide' });
    fireEvent.click(next);
    expect(shownIn('hero-carousel')).toBe(1);
    // Focus inside holds it, and then a change is announced.
    fireEvent.focus(next);
    expect(live).toHaveAttribute('aria-live', 'polite');
    fireEvent.blur(next);
    expect(live).toHaveAttribute('aria-live', 'off');
    wait(CAROUSEL.heroMs - 1);
    expect(shownIn('hero-carousel')).toBe(1);
    wait(1);
    expect(shownIn('hero-carousel')).toBe(2);
  });

  it('holds on hover and follows the arrow keys', () => {
    renderWithProviders(<HomeTop />);
    const hero = screen.getByTestId('hero-carousel');
    fireEvent.mouseEnter(hero);
    wait(CAROUSEL.heroMs * 3);
    expect(shownIn('hero-carousel')).toBe(0);
    fireEvent.keyDown(hero, { key: 'ArrowRight' });
    expect(shownIn('hero-carousel')).toBe(1);
    fireEvent.keyDown(hero, { key: 'ArrowLeft' });
    fireEvent.keyDown(hero, { key: 'ArrowLeft' });
    expect(shownIn('hero-carousel')).toBe(2);
  });

  it('never moves by itself with prefers-reduced-motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderWithProviders(<HomeTop />);
    wait(CAROUSEL.heroMs * 4);
    expect(shownIn('hero-carousel')).toBe(0);
    expect(shownIn('mobile-banner')).toBe(0);
  });
});

describe('phone: quick links, banner carousel', () => {
  it('the banner has the upload-prescription, consult-doctor and health-checkup tiles, 3 s each', () => {
    renderWithProviders(<HomeTop />);
    const banner = screen.getByTestId('mobile-banner');
    const tiles = within(banner).getAllByRole('link', { hidden: true });
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual(['#upload-prescription', '/doctors', '/lab-tests']);
    wait(CAROUSEL.mobileBannerMs - 1);
    expect(shownIn('mobile-banner')).toBe(0);
    wait(1);
    expect(shownIn('mobile-banner')).toBe(1);
    expect(within(screen.getByTestId('quick-links')).getAllByRole('link')).toHaveLength(6);
  });

  it('a swipe of 50 px moves it (and restarts its timer); a shorter one does not', () => {
    renderWithProviders(<HomeTop />);
    const track = screen.getAllByTestId('mobile-banner-slide')[0]!.parentElement!;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(track, { clientX: from });
      fireEvent.pointerUp(track, { clientX: to });
    };
    swipe(200, 200 - (CAROUSEL.mobileBannerSwipePx - 1));
    expect(shownIn('mobile-banner')).toBe(0);
    wait(CAROUSEL.mobileBannerMs - 500);
    swipe(200, 200 - CAROUSEL.mobileBannerSwipePx);
    expect(shownIn('mobile-banner')).toBe(1);
    wait(CAROUSEL.mobileBannerMs - 1);
    expect(shownIn('mobile-banner')).toBe(1);
    // Back the other way.
    swipe(100, 100 + CAROUSEL.mobileBannerSwipePx);
    expect(shownIn('mobile-banner')).toBe(0);
  });
});

describe('phone: paged category strip', () => {
  const category = (id: number): Category =>
    ({
      id,
      name: `Category ${id}`,
      slug: `c${id}`,
      imageUrl: '',
      link: `/products/category/${id}`,
      productCount: 10,
    }) as Category;

  it('shows 4 categories a page and turns the page every CAROUSEL.categoryStripMs (5 s)', () => {
    renderWithProviders(<HomeCategoryStrip categories={Array.from({ length: 10 }, (_, i) => category(i + 1))} />);
    const pages = screen.getAllByTestId('category-strip-slide');
    expect(pages).toHaveLength(3);
    expect(pages.map((page) => within(page).queryAllByRole('link', { hidden: true }).length)).toEqual([
      CAROUSEL.categoryStripPerPage,
      4,
      2,
    ]);
    wait(CAROUSEL.categoryStripMs - 1);
    expect(shownIn('category-strip')).toBe(0);
    wait(1);
    expect(shownIn('category-strip')).toBe(1);
  });
});

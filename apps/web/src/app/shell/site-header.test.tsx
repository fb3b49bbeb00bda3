import { LANGUAGE_STORAGE_KEY } from '@aushadh/shared/i18n/languages.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderWithProviders, setupTestI18n } from '../../test/render-with-providers.tsx';
import { CartCountContext } from '../cart-count-context.tsx';
import { SiteHeader } from './site-header.tsx';

const noop = () => {};

function renderHeader(cartCount = 0) {
  return renderWithProviders(
    <CartCountContext value={cartCount}>
      <SiteHeader onOpenCart={noop} cartOpen={false} onOpenMobileNav={noop} mobileNavOpen={false} />
    </CartCountContext>,
  );
}

beforeEach(async () => {
  localStorage.clear();
  await setupTestI18n('en');
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('SiteHeader', () => {
  it('renders every SPEC navigation link, in order, with its href', async () => {
    renderHeader();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Medicines', '/products'],
      ['Lab Tests', '/lab-tests'],
      ['Doctors', '/doctors'],
      ['Hospitals', '/hospitals'],
      ['Services', '/services'],
      ['AI Healthcare', '/ai-healthcare'],
      ['Health Chat', '/communication'],
      ['COVID-19', '/products/category/4'],
      ['Ayurveda', '/products/category/5'],
      ['Healthcare Devices', '/products/category/6'],
      ['Saffron', '/products/category/7'],
      ['Health Blog', '/health-blog'],
      ['PLUS', '/plus'],
      ['Offers', '/offers'],
      ['Value Store', '/value-store'],
    ]);
  });

  it('has a home link, a sign-in link, the deliver-to slot and a cart badge', async () => {
    renderHeader(3);
    expect(await screen.findByRole('link', { name: 'Aushadh home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('button', { name: /Deliver to Select pincode/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '3 items in cart (total quantity)' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
  });

  it('lists the 16 languages by native name and code and marks the current one', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Language: English, en' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items).toHaveLength(16);
    const english = items.find((item) => item.textContent?.includes('English'));
    expect(english).toHaveAttribute('aria-checked', 'true');
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(items.filter((item) => item.getAttribute('aria-checked') === 'true')).toHaveLength(1);
    expect(items.find((item) => item.textContent?.includes('हिन्दी'))).toHaveTextContent('hi');
  });

  it('switching to Arabic mirrors the page and stores the choice', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Language: English, en' }));
    const arabic = (await screen.findAllByRole('menuitemradio')).find((item) => item.textContent?.includes('العربية'));
    expect(arabic).toBeDefined();
    await user.click(arabic!);
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    // The header re-renders in Arabic.
    expect(await screen.findByRole('link', { name: 'الأدوية' })).toHaveAttribute('href', '/products');
  });
});

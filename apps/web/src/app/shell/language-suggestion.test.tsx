import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, languageWasSuggested } from '../../lib/i18n.ts';
import { stubFetch } from '../../test/cart-fixtures.ts';
import { renderWithProviders, setupTestI18n } from '../../test/render-with-providers.tsx';
import LanguageSuggestion from './language-suggestion.tsx';

const STATES: Record<string, string> = { '600001': 'Tamil Nadu', '110001': 'Delhi', '751001': 'Odisha' };

beforeAll(async () => {
  await setupTestI18n();
});

let asked: () => number;

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
  const fetchStub = stubFetch(async ({ url }) => {
    if (url.pathname !== '/api/delivery-check') return undefined;
    const pincode = url.searchParams.get('pincode') ?? '';
    return {
      body: {
        pincode,
        available: true,
        tier: 'metro',
        title: 'Delivery Available',
        message: 'We deliver to your area!',
        city: 'Somewhere',
        state: STATES[pincode] ?? null,
        minDays: 1,
        maxDays: 3,
        estimatedFrom: '2026-01-13',
        estimatedTo: '2026-01-15',
      },
    };
  });
  asked = () => fetchStub.calls.filter((call) => call.url.pathname === '/api/delivery-check').length;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LanguageSuggestion', () => {
  it('asks in the state’s language and in the page’s, and switches only when accepted', async () => {
    renderWithProviders(<LanguageSuggestion pincode="110001" />);
    const card = await screen.findByRole('region', { name: 'क्या आप औषध को हिन्दी में पढ़ना चाहेंगे?' });
    expect(card).toHaveTextContent('Read Aushadh in हिन्दी?');
    expect(i18n.language).toBe('en');
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी चुनें' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(i18n.language).toBe('hi'));
    expect(localStorage.getItem('language')).toBe('hi');
    expect(languageWasSuggested()).toBe(true);
  });

  it('declining keeps the language and remembers that it asked', async () => {
    renderWithProviders(<LanguageSuggestion pincode="110001" />);
    await screen.findByRole('region');
    await userEvent.click(screen.getAllByRole('button', { name: 'No, thanks' })[0]!);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('language')).toBeNull();
    expect(localStorage.getItem('languageSuggested')).toBe('hi');
  });

  it('says nothing for a state whose language the product does not offer', async () => {
    renderWithProviders(<LanguageSuggestion pincode="751001" />);
    await vi.waitFor(() => expect(asked()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

import { medicineSearchResponseSchema } from '@aushadh/shared/catalog/schemas.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { mockFetch, renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { SearchBox } from './search-box.tsx';

const results = medicineSearchResponseSchema.parse([
  {
    id: 11,
    name: 'Dolo 650 Tablet',
    manufacturer: 'Micro Labs Ltd',
    imageUrl: '/api/images/products/11.webp',
    price: 3400,
    discountedPrice: 2890,
    saltComposition: 'Paracetamol (650mg)',
    prescriptionRequired: false,
    inStock: true,
  },
  {
    id: 12,
    name: 'Crocin Advance Tablet',
    manufacturer: 'GSK',
    imageUrl: '/api/images/products/12.webp',
    price: 2000,
    discountedPrice: 2000,
    saltComposition: 'Paracetamol (500mg)',
    prescriptionRequired: false,
    inStock: true,
  },
]);

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderSearchBox(route = '/') {
  return renderWithProviders(
    <>
      <SearchBox />
      <LocationProbe />
      <Toaster regionLabel="Notifications" closeLabel="Close" />
    </>,
    { route },
  );
}

function searchCalls(spy: ReturnType<typeof vi.fn>) {
  return spy.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/medicine/search'))
    .map((url) => new URL(url, 'http://localhost').searchParams.get('q'));
}

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it('waits 300 ms after the last keystroke and asks once for the whole text', async () => {
    const fetchSpy = vi.fn(mockFetch({ '/api/medicine/search': results }));
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    renderSearchBox();

    await user.type(await screen.findByRole('combobox', { name: 'Search medicines' }), 'parac');
    expect(searchCalls(fetchSpy)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(searchCalls(fetchSpy)).toEqual([]);

    expect(await screen.findByRole('option', { name: /Dolo 650 Tablet/ })).toBeInTheDocument();
    expect(searchCalls(fetchSpy)).toEqual(['parac']);
  });

  it('does not search under 2 characters and clears the results when the text gets shorter', async () => {
    const fetchSpy = vi.fn(mockFetch({ '/api/medicine/search': results }));
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    renderSearchBox();
    const input = await screen.findByRole('combobox', { name: 'Search medicines' });

    await user.type(input, 'p');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searchCalls(fetchSpy)).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'a');
    expect(await screen.findAllByRole('option')).toHaveLength(3); // two results and "See all"
    await user.type(input, '{Backspace}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a 3-row skeleton while loading, then results with price, struck MRP, percent off and highlight', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = mockFetch({ '/api/medicine/search': results });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        await gate;
        return answer(input, init);
      }),
    );
    const user = userEvent.setup();
    renderSearchBox();
    await user.type(await screen.findByRole('combobox', { name: 'Search medicines' }), 'dolo');

    const skeleton = await screen.findByTestId('search-skeleton');
    expect(skeleton.querySelectorAll(':scope > div')).toHaveLength(3);
    act(() => release());

    const option = await screen.findByRole('option', { name: /Dolo 650 Tablet/ });
    expect(within(option).getByText('₹28.90')).toBeInTheDocument();
    expect(within(option).getByText('₹34.00').tagName).toBe('S');
    expect(within(option).getByText('15% off')).toBeInTheDocument();
    expect(within(option).getByText('Micro Labs Ltd', { exact: false })).toBeInTheDocument();
    expect(within(option).getByText('Dolo').tagName).toBe('MARK');
    const crocin = screen.getByRole('option', { name: /Crocin/ });
    expect(within(crocin).queryByText(/% off/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('search-skeleton')).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ '/api/medicine/search': [] })));
    const user = userEvent.setup();
    renderSearchBox();
    await user.type(await screen.findByRole('combobox', { name: 'Search medicines' }), 'zzqx');
    expect(await screen.findByText('No medicines found matching "zzqx"')).toBeInTheDocument();
  });

  it('treats a failed search as no results (SPEC §8: logged only)', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({})));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderSearchBox();
    await user.type(await screen.findByRole('combobox', { name: 'Search medicines' }), 'dolo');
    expect(await screen.findByText('No medicines found matching "dolo"')).toBeInTheDocument();
  });

  it('moves through the results with the arrow keys and opens the highlighted one with Enter', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ '/api/medicine/search': results })));
    const user = userEvent.setup();
    renderSearchBox();
    const input = await screen.findByRole('combobox', { name: 'Search medicines' });
    await user.type(input, 'para');
    await screen.findByRole('option', { name: /Dolo/ });

    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: /Dolo/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}'); // Crocin, See all, wraps to Dolo
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: /See all results/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: /Crocin/ })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/products/12');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the dropdown and a click outside closes it too', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ '/api/medicine/search': results })));
    const user = userEvent.setup();
    renderSearchBox();
    const input = await screen.findByRole('combobox', { name: 'Search medicines' });
    await user.type(input, 'para');
    await screen.findByRole('option', { name: /Dolo/ });
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('para');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByTestId('location'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter searches the trimmed text at once and opens the results page', async () => {
    const fetchSpy = vi.fn(mockFetch({ '/api/medicine/search': results }));
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    renderSearchBox();
    await user.type(await screen.findByRole('combobox', { name: 'Search medicines' }), '  dolo 650 {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=dolo+650');
  });

  it('the Search button searches too; pressed with nothing typed it focuses the input', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ '/api/medicine/search': results })));
    const user = userEvent.setup();
    renderSearchBox('/products');
    const input = await screen.findByRole('combobox', { name: 'Search medicines' });
    const button = screen.getByRole('button', { name: 'Search' });

    await user.type(input, '   ');
    await user.click(button);
    expect(input).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/products');

    await user.clear(input);
    await user.type(input, 'crocin');
    await user.click(button);
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=crocin');
  });

  it('the clear button empties the box and keeps the focus in it', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ '/api/medicine/search': results })));
    const user = userEvent.setup();
    renderSearchBox();
    const input = await screen.findByRole('combobox', { name: 'Search medicines' });
    await user.type(input, 'dolo');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('shows the query of the /search page it is on', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ '/api/medicine/search': results })));
    renderSearchBox('/search?q=azithromycin');
    expect(await screen.findByRole('combobox', { name: 'Search medicines' })).toHaveValue('azithromycin');
  });

  it('rotates the placeholder every 3 s, worded and coloured as a hint, and pauses while focused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', vi.fn(mockFetch({})));
    renderSearchBox();
    const input = await screen.findByRole('combobox', { name: 'Search medicines' });
    // SPEC's texts, framed so they cannot be mistaken for a typed query.
    expect(input).toHaveAttribute('placeholder', 'Search for Medicines…');
    expect(input).toHaveClass('placeholder:text-slate-400');
    act(() => vi.advanceTimersByTime(3000));
    expect(input).toHaveAttribute('placeholder', 'Try “Cardiology”');
    act(() => input.focus());
    act(() => vi.advanceTimersByTime(9000));
    expect(input).toHaveAttribute('placeholder', 'Try “Cardiology”');
  });

  it('hides the microphone when the browser has no speech recognition', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({})));
    renderSearchBox();
    await screen.findByRole('combobox', { name: 'Search medicines' });
    expect(screen.queryByRole('button', { name: 'Search by voice' })).not.toBeInTheDocument();
  });

  it('voice search: listening, then searching, then the results for the spoken words', async () => {
    const instances: FakeRecognition[] = [];
    class FakeRecognition {
      lang = '';
      interimResults = true;
      maxAlternatives = 0;
      continuous = true;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start = vi.fn();
      abort = vi.fn();
      constructor() {
        instances.push(this);
      }
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const fetchSpy = vi.fn(mockFetch({ '/api/medicine/search': results }));
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    renderSearchBox();
    const input = await screen.findByRole('combobox', { name: 'Search medicines' });

    await user.click(screen.getByRole('button', { name: 'Search by voice' }));
    const recognition = instances[0]!;
    expect(recognition.start).toHaveBeenCalled();
    expect(recognition.lang).toBe('en-IN');
    expect(screen.getByRole('button', { name: 'Stop voice search' })).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveAttribute('placeholder', 'Listening… speak now');

    act(() => recognition.onresult?.({ results: [[{ transcript: 'dolo' }]] }));
    expect(input).toHaveValue('dolo');
    expect(await screen.findByRole('option', { name: /Dolo 650/ }, { timeout: 2000 })).toBeInTheDocument();
    expect(searchCalls(fetchSpy)).toContain('dolo');
  });

  it('voice search errors become the SPEC toasts', async () => {
    const instances: { onerror: ((event: unknown) => void) | null }[] = [];
    class FakeRecognition {
      onresult = null;
      onerror: ((event: unknown) => void) | null = null;
      onend = null;
      start = vi.fn();
      abort = vi.fn();
      constructor() {
        instances.push(this);
      }
    }
    vi.stubGlobal('SpeechRecognition', FakeRecognition);
    vi.stubGlobal('fetch', vi.fn(mockFetch({})));
    const user = userEvent.setup();
    renderSearchBox();
    await user.click(await screen.findByRole('button', { name: 'Search by voice' }));
    act(() => instances[0]!.onerror?.({ error: 'not-allowed' }));
    expect(await screen.findByText('Voice search not available')).toBeInTheDocument();
    expect(screen.getByText(/Please type your search instead/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search by voice' }));
    act(() => instances[1]!.onerror?.({ error: 'network' }));
    await waitFor(() => expect(screen.getByText('Voice search failed')).toBeInTheDocument());
  });
});

// Issue 11 item 7: the server's highlight ranges and "did you mean" in the dropdown.
describe('SearchBox: partial matches and did you mean', () => {
  it('marks what the server says matched (a typo too) and offers the corrected spelling as a link', async () => {
    const answer = [
      {
        ...results[0]!,
        matchedWords: ['paracetmol', '650'],
        highlights: { name: [[5, 8]], saltComposition: [[0, 11]], manufacturer: [] },
      },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname !== '/api/medicine/search') return new Response('{}', { status: 404 });
        return new Response(JSON.stringify(answer), {
          status: 200,
          headers: {
            'Content-Type': 'application/json',
            'x-search-mode': 'corrected',
            'x-search-suggestion': encodeURIComponent('paracetamol 650'),
          },
        });
      }),
    );
    const user = userEvent.setup();
    renderSearchBox();
    await user.type(screen.getByRole('combobox', { name: 'Search medicines' }), 'paracetmol 650');

    const option = await screen.findByRole('option', { name: /Dolo 650 Tablet/ });
    // The typed word is misspelt, yet the salt's real spelling is what gets marked.
    expect(within(option).getByText('Paracetamol').tagName).toBe('MARK');
    expect(within(option).getByText('650').tagName).toBe('MARK');
    expect([...option.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['650', 'Paracetamol']);

    const didYouMean = screen.getByTestId('search-did-you-mean');
    expect(didYouMean).toHaveTextContent('Did you mean paracetamol 650?');
    await user.click(within(didYouMean).getByRole('link', { name: 'paracetamol 650' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=paracetamol+650');
  });

  it('no suggestion header, no "did you mean"', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ '/api/medicine/search': results })));
    const user = userEvent.setup();
    renderSearchBox();
    await user.type(screen.getByRole('combobox', { name: 'Search medicines' }), 'dolo');
    await screen.findByRole('option', { name: /Dolo 650 Tablet/ });
    expect(screen.queryByTestId('search-did-you-mean')).toBeNull();
  });
});

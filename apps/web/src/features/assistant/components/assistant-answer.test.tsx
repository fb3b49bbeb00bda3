import type { AssistantMessage } from '@aushadh/shared/assistant/schemas.ts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { AssistantAnswer } from './assistant-answer.tsx';

const emergency: AssistantMessage = {
  id: 2,
  role: 'assistant',
  text: 'Chest pain…',
  createdAt: '2026-11-24T10:00:00.000Z',
  detectedLanguage: 'en',
  triageLevel: 'emergency',
  reasons: [{ code: 'chest-pain', matched: ['chest pain', 'sweating'] }],
  redFlags: ['chest-pain'],
  helplines: ['112', '108'],
  specialty: 'cardiology',
  sources: [{ kind: 'knowledge', id: 'heart-attack', title: 'Heart attack warning signs', url: null }],
  passages: [
    {
      sourceId: 'knowledge:heart-attack',
      title: 'Heart attack warning signs',
      summary: 'Chest pain with sweating can be a heart attack.',
      selfCare: ['Call 112 or 108 now.'],
      seeDoctorIf: ['Always.'],
    },
  ],
  products: [],
  answeredBy: 'engine',
};

beforeAll(async () => {
  await setupTestI18n();
});

describe('AssistantAnswer', () => {
  it('puts the 112 call button before anything else of an emergency answer', () => {
    renderWithProviders(<AssistantAnswer message={emergency} />);
    const answer = screen.getByTestId('assistant-answer');
    const links = within(answer).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', 'tel:112');
    expect(links[0]).toHaveTextContent('Call 112 – Emergency');
    expect(links[1]).toHaveAttribute('href', 'tel:108');
    expect(answer.firstElementChild).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Chest pain, possibly from the heart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Book a doctor: Cardiologist/ })).toHaveAttribute(
      'href',
      '/doctors?specialty=cardiology',
    );
    expect(screen.getByTestId('assistant-sources')).toHaveTextContent('Heart attack warning signs');
  });

  it('shows Tele-MANAS first for suicidal thoughts, and no call buttons below emergency', () => {
    const { unmount } = renderWithProviders(
      <AssistantAnswer
        message={{
          ...emergency,
          reasons: [{ code: 'suicidal', matched: [] }],
          redFlags: ['suicidal'],
          helplines: ['14416', '112'],
        }}
      />,
    );
    expect(within(screen.getByTestId('assistant-answer')).getAllByRole('link')[0]).toHaveAttribute('href', 'tel:14416');
    unmount();
    renderWithProviders(
      <AssistantAnswer
        message={{
          ...emergency,
          triageLevel: 'self-care',
          reasons: [{ code: 'minor-symptom', matched: ['cold'] }],
          redFlags: [],
          helplines: [],
          products: [{ productId: 7, name: 'Okacet Tablet', pricePaise: 1420 }],
        }}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Self-care')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Okacet Tablet/ })).toHaveAttribute('href', '/products/7');
  });
});

import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { Call112First, EmergencyNumbers } from './emergency-numbers.tsx';
import { EmergencyRequestForm } from './emergency-request-form.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

describe('emergency contacts and the request form (work without JavaScript)', () => {
  it('shows SPEC §9 numbers as tel: links', () => {
    renderWithProviders(<EmergencyNumbers />);
    const links = within(screen.getByTestId('emergency-contacts')).getAllByRole('link');
    expect(links.map((a) => [a.textContent?.match(/^[\d-]+/)?.[0], a.getAttribute('href')])).toEqual([
      ['112', 'tel:112'],
      ['102', 'tel:102'],
      ['1800-180-1104', 'tel:18001801104'],
      ['1800-116-117', 'tel:1800116117'],
      ['1800-180-1233', 'tel:18001801233'],
      ['1800-599-0019', 'tel:18005990019'],
    ]);
  });

  it('says "call 112 first" with a tel: link', () => {
    renderWithProviders(<Call112First />);
    expect(screen.getByRole('note')).toHaveTextContent('In a life-threatening emergency, call 112 first');
    expect(screen.getByRole('link', { name: /call 112/i })).toHaveAttribute('href', 'tel:112');
  });

  it('is a plain form posting to the server, and shows the error it was sent back with', () => {
    const { container } = renderWithProviders(
      <EmergencyRequestForm service="ambulance" returnTo="/emergency/ambulance" ambulanceDetails />,
      { route: '/emergency/ambulance?error=PHONE_INVALID&field=phone' },
    );
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/emergency-requests/form');
    expect(container.querySelector('input[name="service"]')).toHaveValue('ambulance');
    expect(container.querySelector('input[name="returnTo"]')).toHaveValue('/emergency/ambulance');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Mobile number: Please enter a valid 10-digit Indian mobile number',
    );
    expect(screen.getByLabelText(/life support/i)).toBeInTheDocument();
  });
});

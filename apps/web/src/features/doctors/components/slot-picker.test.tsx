import type { DoctorCard as DoctorCardData } from '@aushadh/shared/doctors/schemas.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import { DoctorCard } from './doctor-card.tsx';
import { SlotPicker } from './slot-picker.tsx';

beforeAll(() => setupTestI18n());

const days = [
  {
    date: '2026-11-25',
    slots: [
      { startsAt: '2026-11-25T04:30:00.000Z', free: false },
      { startsAt: '2026-11-25T04:45:00.000Z', free: true },
    ],
  },
  { date: '2026-11-26', slots: [{ startsAt: '2026-11-26T04:30:00.000Z', free: true }] },
];

describe('SlotPicker', () => {
  it('offers the free slots of the chosen day and keeps taken ones disabled', async () => {
    const onChange = vi.fn();
    renderWithProviders(<SlotPicker days={days} value={null} onChange={onChange} />);
    const slots = screen.getAllByRole('tabpanel')[0]!.querySelectorAll('button');
    expect(slots).toHaveLength(2);
    expect(slots[0]).toBeDisabled();
    expect(slots[1]).toHaveTextContent('10:15');
    await userEvent.click(slots[1]!);
    expect(onChange).toHaveBeenCalledWith('2026-11-25T04:45:00.000Z');
    await userEvent.click(screen.getAllByRole('tab')[1]!);
    expect(screen.getByRole('tabpanel').querySelectorAll('button')).toHaveLength(1);
  });
});

describe('DoctorCard', () => {
  const doctor: DoctorCardData = {
    id: 7,
    name: 'Dr. Sneha Kulkarni',
    gender: 'female',
    specialty: { slug: 'dermatology', name: 'Dermatology' },
    qualifications: ['MBBS', 'MD (Dermatology, Venereology & Leprosy)'],
    experienceYears: 1,
    languages: ['mr', 'en'],
    feePaise: 19_900,
    offersVideo: true,
    offersClinic: false,
    clinicName: 'Kulkarni Skin Clinic',
    city: 'Pune',
    rating: 4.6,
    ratingCount: 310,
    nextSlot: null,
  };

  it('shows fee, specialty, languages, modes and the way to book', () => {
    renderWithProviders(
      <ul>
        <DoctorCard doctor={doctor} />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Dr. Sneha Kulkarni' })).toHaveAttribute('href', '/doctors/7');
    expect(screen.getByText('₹199.00')).toBeInTheDocument();
    expect(screen.getByText('1 year of experience', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/मराठी, English/)).toBeInTheDocument();
    expect(screen.getByText('Video consultation')).toBeInTheDocument();
    expect(screen.queryByText('In-clinic visit')).toBeNull();
    expect(screen.getByText('No free slots in the next two weeks')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book consultation' })).toHaveAttribute('href', '/doctors/7/book');
  });
});

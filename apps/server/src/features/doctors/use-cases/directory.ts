import {
  CONSULTATION,
  type DaySlots,
  type DoctorCard,
  type DoctorPage,
  type DoctorProfile,
  type DoctorSearch,
  type Specialty,
} from '@aushadh/shared/doctors/schemas.ts';
import {
  addDays,
  istDate,
  istMinuteOfDay,
  onLeave,
  slotsOfDay,
  weekdayOf,
  type LeaveRange,
  type Sitting,
} from '@aushadh/shared/doctors/slots.ts';
import { videoBookable } from '@aushadh/shared/doctors/telemedicine.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { DoctorsDeps } from '../doctors-deps.ts';
import type { DoctorWithSpecialty } from '../doctors.repository.ts';

/** A slot can be booked until this long before it starts. */
export const BOOKING_LEAD_MS = 5 * 60_000;

export interface Calendar {
  sittings: Sitting[];
  leave: LeaveRange[];
  taken: Set<number>;
}

/** The free and taken slots of the next days (from today, Asia/Kolkata), at most `days` days that have slots. */
export function upcomingDays(calendar: Calendar, slotMinutes: number, now: Date, days: number): DaySlots[] {
  const today = istDate(now);
  const result: DaySlots[] = [];
  for (let offset = 0; offset < CONSULTATION.bookingDays && result.length < days; offset++) {
    const date = addDays(today, offset);
    const slots = slotsOfDay(date, calendar.sittings, slotMinutes, calendar.leave)
      .filter((start) => start.getTime() > now.getTime() + BOOKING_LEAD_MS)
      .map((start) => ({ startsAt: start.toISOString(), free: !calendar.taken.has(start.getTime()) }));
    if (slots.length) result.push({ date, slots });
  }
  return result;
}

/** How long the directory's snapshot of doctors, sittings and leave serves (this instance's edits drop it at once). */
const SNAPSHOT_MS = 60_000;
/** How long the booked-slot snapshot behind the cards' "next available" serves (this instance's bookings drop it). */
const TAKEN_MS = 5_000;

interface Snapshot {
  at: number;
  doctors: DoctorWithSpecialty[];
  calendars: Map<number, Omit<Calendar, 'taken'>>;
  specialties: Specialty[];
}

/** Words of a search that carry meaning ("I have back pain" → back, pain). */
const STOP_WORDS = new Set([
  'i',
  'have',
  'has',
  'a',
  'an',
  'the',
  'my',
  'and',
  'or',
  'in',
  'of',
  'for',
  'with',
  'dr',
  'doctor',
  'me',
  'is',
  'am',
  'to',
]);
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && !STOP_WORDS.has(w));
  return [...new Set(words)].slice(0, 8);
}

/**
 * The directory: specialties, search with filters, a doctor's profile with the next free slots. Search runs
 * in memory over a snapshot of the ~240 doctors with their sittings and leave (read once a minute, and at once
 * after an edit on this instance) and a five-second snapshot of booked slots for the cards' "next available":
 * a search costs no query (docs/perf.md "Doctors"). The profile reads its doctor's booked slots live, and a
 * booking never trusts either snapshot: the database decides.
 */
export function createDirectory({ repository, now = () => new Date() }: DoctorsDeps) {
  let snapshot: Promise<Snapshot> | null = null;
  let taken: { at: number; map: Promise<Map<number, Set<number>>> } | null = null;

  async function loadSnapshot(): Promise<Snapshot> {
    const at = now();
    const [doctors, sittings, leave, specialties] = await Promise.all([
      repository.allDoctors(),
      repository.allSittings(),
      repository.allLeave(istDate(at)),
      repository.listSpecialties(),
    ]);
    const calendars = new Map<number, Omit<Calendar, 'taken'>>(doctors.map((d) => [d.id, { sittings: [], leave: [] }]));
    for (const s of sittings) calendars.get(s.doctorId)?.sittings.push(s);
    for (const l of leave) calendars.get(l.doctorId)?.leave.push(l);
    return { at: Date.now(), doctors, calendars, specialties };
  }

  function current(): Promise<Snapshot> {
    if (!snapshot) {
      snapshot = loadSnapshot().catch((error: unknown) => {
        snapshot = null;
        throw error;
      });
      return snapshot;
    }
    return snapshot.then((s) => {
      if (Date.now() - s.at > SNAPSHOT_MS) snapshot = null;
      return s;
    });
  }

  function bookedSlots(): Promise<Map<number, Set<number>>> {
    if (taken && Date.now() - taken.at <= TAKEN_MS) return taken.map;
    const at = now();
    const map = repository
      .allTaken(at, new Date(at.getTime() + (CONSULTATION.bookingDays + 1) * 86_400_000))
      .then((rows) => {
        const byDoctor = new Map<number, Set<number>>();
        for (const row of rows) {
          let set = byDoctor.get(row.doctorId);
          if (!set) byDoctor.set(row.doctorId, (set = new Set()));
          set.add(row.startsAt.getTime());
        }
        return byDoctor;
      });
    taken = { at: Date.now(), map };
    map.catch(() => {
      taken = null;
    });
    return map;
  }

  /** Live calendars (sittings, leave and booked slots) from the database: what booking decides with. */
  async function calendars(doctorIds: number[], at: Date): Promise<Map<number, Calendar>> {
    const windowEnd = new Date(at.getTime() + (CONSULTATION.bookingDays + 1) * 86_400_000);
    const [sittings, leave, rows] = await Promise.all([
      repository.sittingsOf(doctorIds),
      repository.leaveOf(doctorIds, istDate(at)),
      repository.takenSlots(doctorIds, at, windowEnd),
    ]);
    const map = new Map<number, Calendar>(doctorIds.map((id) => [id, { sittings: [], leave: [], taken: new Set() }]));
    for (const s of sittings) map.get(s.doctorId)?.sittings.push(s);
    for (const l of leave) map.get(l.doctorId)?.leave.push(l);
    for (const t of rows) map.get(t.doctorId)?.taken.add(t.startsAt.getTime());
    return map;
  }

  function nextFree(calendar: Calendar | undefined, slotMinutes: number, at: Date): string | null {
    if (!calendar) return null;
    const today = istDate(at);
    for (let offset = 0; offset < CONSULTATION.bookingDays; offset++) {
      const date = addDays(today, offset);
      for (const start of slotsOfDay(date, calendar.sittings, slotMinutes, calendar.leave)) {
        if (start.getTime() <= at.getTime() + BOOKING_LEAD_MS) continue;
        if (!calendar.taken.has(start.getTime())) return start.toISOString();
      }
    }
    return null;
  }

  function card(doctor: DoctorWithSpecialty, nextSlot: string | null): DoctorCard {
    return {
      id: doctor.id,
      name: doctor.name,
      gender: doctor.gender,
      specialty: { slug: doctor.specialtySlug, name: doctor.specialtyName },
      qualifications: doctor.qualifications,
      experienceYears: doctor.experienceYears,
      languages: doctor.languages,
      feePaise: doctor.feePaise,
      offersVideo: videoBookable(doctor),
      offersClinic: doctor.offersClinic,
      clinicName: doctor.clinicName,
      city: doctor.city,
      rating: doctor.ratingTenths / 10,
      ratingCount: doctor.ratingCount,
      nextSlot,
    };
  }

  const EMPTY = new Set<number>();

  return {
    calendars,
    /** After an edit of sittings or leave, or a booking, on this instance: the next search reads afresh. */
    invalidate(kind: 'directory' | 'bookings') {
      if (kind === 'directory') snapshot = null;
      taken = null;
    },

    async specialties(): Promise<Specialty[]> {
      return (await current()).specialties;
    },

    async search(query: DoctorSearch): Promise<DoctorPage> {
      const at = now();
      const date = istDate(at);
      const weekday = weekdayOf(date);
      const minute = istMinuteOfDay(at);
      const [snap, booked] = await Promise.all([current(), bookedSlots()]);
      const words = searchWords(query.q);
      const city = query.city?.toLowerCase();
      const scored: { doctor: DoctorWithSpecialty; score: number }[] = [];
      for (const doctor of snap.doctors) {
        if (query.specialty && doctor.specialtySlug !== query.specialty) continue;
        if (query.language && !doctor.languages.includes(query.language)) continue;
        if (query.maxFee !== undefined && doctor.feePaise > query.maxFee * 100) continue;
        if (query.mode === 'video' && !videoBookable(doctor)) continue;
        if (query.mode === 'clinic' && !doctor.offersClinic) continue;
        if (query.gender && doctor.gender !== query.gender) continue;
        if (city && doctor.city.toLowerCase() !== city) continue;
        if (query.availableToday) {
          const calendar = snap.calendars.get(doctor.id);
          if (!calendar || onLeave(date, calendar.leave)) continue;
          if (!calendar.sittings.some((s) => s.weekday === weekday && s.endMinute > minute)) continue;
        }
        let score = 0;
        for (const word of words) if (doctor.searchText.includes(word)) score += 1;
        if (words.length && score === 0) continue;
        scored.push({ doctor, score });
      }
      const by = {
        fee: (a: DoctorWithSpecialty, b: DoctorWithSpecialty) => a.feePaise - b.feePaise,
        experience: (a: DoctorWithSpecialty, b: DoctorWithSpecialty) => b.experienceYears - a.experienceYears,
        rating: (a: DoctorWithSpecialty, b: DoctorWithSpecialty) => b.ratingTenths - a.ratingTenths,
        relevance: (a: DoctorWithSpecialty, b: DoctorWithSpecialty) =>
          b.ratingTenths - a.ratingTenths || b.ratingCount - a.ratingCount,
      }[query.sort];
      scored.sort((a, b) => b.score - a.score || by(a.doctor, b.doctor) || a.doctor.id - b.doctor.id);
      const page = scored.slice((query.page - 1) * CONSULTATION.pageSize, query.page * CONSULTATION.pageSize);
      return {
        doctors: page.map(({ doctor }) => {
          const calendar = snap.calendars.get(doctor.id);
          const next = calendar
            ? nextFree({ ...calendar, taken: booked.get(doctor.id) ?? EMPTY }, doctor.slotMinutes, at)
            : null;
          return card(doctor, next);
        }),
        total: scored.length,
        page: query.page,
        pageSize: CONSULTATION.pageSize,
      };
    },

    /** Cards of these active doctors, in the order given (unknown or inactive ids left out): a hospital's doctors. */
    async cards(ids: readonly number[]): Promise<DoctorCard[]> {
      if (ids.length === 0) return [];
      const at = now();
      const [snap, booked] = await Promise.all([current(), bookedSlots()]);
      const byId = new Map(snap.doctors.map((d) => [d.id, d]));
      return ids.flatMap((id) => {
        const doctor = byId.get(id);
        if (!doctor) return [];
        const calendar = snap.calendars.get(id);
        const next = calendar
          ? nextFree({ ...calendar, taken: booked.get(id) ?? EMPTY }, doctor.slotMinutes, at)
          : null;
        return [card(doctor, next)];
      });
    },

    async profile(id: number): Promise<DoctorProfile> {
      const snap = await current();
      const doctor = snap.doctors.find((d) => d.id === id) ?? (await repository.findDoctor(id));
      if (!doctor) throw new AppError('NOT_FOUND');
      const at = now();
      const calendar = (await calendars([id], at)).get(id)!;
      const days = upcomingDays(calendar, doctor.slotMinutes, at, 7);
      const next = days.flatMap((d) => d.slots).find((s) => s.free)?.startsAt ?? null;
      return {
        ...card(doctor, next),
        about: doctor.about,
        clinicAddress: doctor.clinicAddress,
        pincode: doctor.pincode,
        registrationNumber: doctor.registrationNumber,
        registrationCouncil: doctor.registrationCouncil,
        slotMinutes: doctor.slotMinutes,
        days,
      };
    },
  };
}

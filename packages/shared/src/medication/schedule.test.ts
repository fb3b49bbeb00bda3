import { describe, expect, it } from 'vitest';
import {
  adherenceStreakDays,
  dosesBetween,
  localParts,
  nextDoseAfter,
  refillPlan,
  runOutDate,
  todaysDoses,
  unitsLeft,
  weekAdherence,
  zonedInstant,
  type DoseSchedule,
  type LoggedDose,
} from './schedule.ts';

const IST = 'Asia/Kolkata';
// Metformin 500 twice a day after food, every day, from Monday 16 November 2026.
const twiceDaily: DoseSchedule = {
  times: ['08:00', '20:00'],
  days: [1, 2, 3, 4, 5, 6, 7],
  startsOn: '2026-11-16',
  endsOn: null,
  timeZone: IST,
};
const at = (isoLocal: string, timeZone = IST) => zonedInstant(isoLocal.slice(0, 10), isoLocal.slice(11, 16), timeZone);
const taken = (when: string, loggedAt = when): LoggedDose => ({
  scheduledFor: at(when),
  status: 'taken',
  loggedAt: at(loggedAt),
});

describe('time zones', () => {
  it('places 08:00 in Kolkata at 02:30 UTC, and reads it back', () => {
    expect(at('2026-11-24 08:00').toISOString()).toBe('2026-11-24T02:30:00.000Z');
    expect(localParts(new Date('2026-11-23T20:00:00Z'), IST)).toEqual({ date: '2026-11-24', minute: 90, weekday: 2 });
  });

  it('follows daylight saving in a zone that has it (New York, 1 November 2026)', () => {
    expect(zonedInstant('2026-10-31', '09:00', 'America/New_York').toISOString()).toBe('2026-10-31T13:00:00.000Z');
    expect(zonedInstant('2026-11-02', '09:00', 'America/New_York').toISOString()).toBe('2026-11-02T14:00:00.000Z');
  });
});

describe('doses of a schedule', () => {
  it('lists only the chosen weekdays, within the course', () => {
    const weekdays: DoseSchedule = { ...twiceDaily, times: ['09:00'], days: [1, 3, 5], endsOn: '2026-11-27' };
    const doses = dosesBetween(weekdays, at('2026-11-10 00:00'), at('2026-12-10 00:00'));
    expect(doses.map((d) => localParts(d, IST).date)).toEqual([
      '2026-11-16',
      '2026-11-18',
      '2026-11-20',
      '2026-11-23',
      '2026-11-25',
      '2026-11-27',
    ]);
  });

  it('finds the next dose, across midnight and before the course starts', () => {
    expect(nextDoseAfter(twiceDaily, at('2026-11-24 08:00'))).toEqual(at('2026-11-24 20:00'));
    expect(nextDoseAfter(twiceDaily, at('2026-11-24 21:00'))).toEqual(at('2026-11-25 08:00'));
    expect(nextDoseAfter(twiceDaily, at('2026-11-01 12:00'))).toEqual(at('2026-11-16 08:00'));
    expect(nextDoseAfter({ ...twiceDaily, endsOn: '2026-11-24' }, at('2026-11-24 20:00'))).toBeNull();
  });
});

describe('weekly adherence', () => {
  it('counts taken, skipped and missed among the doses due so far this week', () => {
    // Wednesday 25 November, 10:00: Mon 08/20, Tue 08/20, Wed 08 are due (5).
    const now = at('2026-11-25 10:00');
    const log: LoggedDose[] = [
      taken('2026-11-23 08:00'),
      taken('2026-11-23 20:00'),
      { scheduledFor: at('2026-11-24 08:00'), status: 'skipped', loggedAt: at('2026-11-24 08:05') },
      taken('2026-11-25 08:00'),
      // Last week's dose does not count in this week.
      taken('2026-11-22 20:00'),
    ];
    expect(weekAdherence(twiceDaily, log, now, now)).toEqual({
      weekOf: '2026-11-23',
      due: 5,
      taken: 3,
      skipped: 1,
      missed: 1,
      percent: 60,
    });
  });

  it('has no percentage before the first dose', () => {
    const now = at('2026-11-23 07:00');
    expect(weekAdherence(twiceDaily, [], now, now).percent).toBeNull();
  });

  it('counts a streak of complete days', () => {
    const log = ['2026-11-22', '2026-11-23', '2026-11-24'].flatMap((day) => [
      taken(`${day} 08:00`),
      taken(`${day} 20:00`),
    ]);
    // 21 November is incomplete, so the streak is 22, 23, 24.
    log.push(taken('2026-11-21 08:00'));
    expect(adherenceStreakDays(twiceDaily, log, at('2026-11-25 09:00'))).toBe(3);
  });
});

describe('stock and run-out date', () => {
  it('takes a dose from the stock for each dose logged taken after the count', () => {
    const stock = { unitsOnHand: 30, countedAt: at('2026-11-23 12:00'), unitsPerDose: 1 };
    const log = [taken('2026-11-23 08:00'), taken('2026-11-23 20:00'), taken('2026-11-24 08:00')];
    // The morning dose of the 23rd was logged before the count: already not in the 30.
    expect(unitsLeft(stock, log)).toBe(28);
  });

  it('runs out on the day of the first dose there are no units for', () => {
    // 10 tablets, two a day from Tuesday noon: Tue 20:00 … Sun 08:00 are covered (10 doses), Sun 20:00 is not.
    expect(runOutDate(twiceDaily, 10, 1, at('2026-11-24 12:00'))).toBe('2026-11-29');
    // Two tablets a dose: 5 doses, Tue 20:00 … Thu 20:00; none for Fri 08:00.
    expect(runOutDate(twiceDaily, 10, 2, at('2026-11-24 12:00'))).toBe('2026-11-27');
    expect(runOutDate(twiceDaily, 0, 1, at('2026-11-24 12:00'))).toBe('2026-11-24');
  });

  it('never runs out when the course ends first', () => {
    expect(runOutDate({ ...twiceDaily, endsOn: '2026-11-26' }, 30, 1, at('2026-11-24 12:00'))).toBeNull();
  });
});

describe('refill plan', () => {
  const now = at('2026-11-24 12:00');

  it('reminds five days before running out, and today once that day has passed', () => {
    // 40 tablets, two a day: runs out on 14 December.
    const plan = refillPlan({ schedule: twiceDaily, units: 40, unitsPerDose: 1, prescriptionValidUntil: null, now });
    expect(plan).toEqual({ runsOutOn: '2026-12-14', remindOn: '2026-12-09', due: false, consultDoctorFirst: false });
    const soon = refillPlan({ schedule: twiceDaily, units: 6, unitsPerDose: 1, prescriptionValidUntil: null, now });
    expect(soon).toMatchObject({ runsOutOn: '2026-11-27', remindOn: '2026-11-24', due: true });
  });

  it('asks for a doctor first when the prescription will have expired by the run-out day', () => {
    const expiring = refillPlan({
      schedule: twiceDaily,
      units: 6,
      unitsPerDose: 1,
      prescriptionValidUntil: '2026-11-26',
      now,
    });
    expect(expiring).toMatchObject({ runsOutOn: '2026-11-27', due: true, consultDoctorFirst: true });
    const alreadyExpired = refillPlan({
      schedule: twiceDaily,
      units: 6,
      unitsPerDose: 1,
      prescriptionValidUntil: '2026-10-01',
      now,
    });
    expect(alreadyExpired.consultDoctorFirst).toBe(true);
    const valid = refillPlan({
      schedule: twiceDaily,
      units: 6,
      unitsPerDose: 1,
      prescriptionValidUntil: '2027-05-01',
      now,
    });
    expect(valid.consultDoctorFirst).toBe(false);
  });

  it('has nothing to refill for a course that ends before the stock does', () => {
    const plan = refillPlan({
      schedule: { ...twiceDaily, endsOn: '2026-11-25' },
      units: 10,
      unitsPerDose: 1,
      prescriptionValidUntil: '2026-10-01',
      now,
    });
    expect(plan).toEqual({ runsOutOn: null, remindOn: null, due: false, consultDoctorFirst: false });
  });
});

describe("today's checklist", () => {
  it('shows each dose as taken, due, upcoming or missed', () => {
    const thrice: DoseSchedule = { ...twiceDaily, times: ['07:00', '14:00', '21:00'] };
    const now = at('2026-11-24 14:30');
    const doses = todaysDoses(thrice, [taken('2026-11-24 07:00')], now);
    expect(doses.map((d) => [d.time, d.state])).toEqual([
      ['07:00', 'taken'],
      ['14:00', 'due'],
      ['21:00', 'upcoming'],
    ]);
    const evening = todaysDoses(thrice, [], at('2026-11-24 20:00'));
    expect(evening.map((d) => d.state)).toEqual(['missed', 'missed', 'upcoming']);
  });
});

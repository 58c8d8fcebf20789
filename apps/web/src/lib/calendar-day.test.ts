import { describe, expect, it } from 'vitest';
import { addDays, dayHeading, localIsoDay } from './calendar-day';

describe('calendar days', () => {
  it("is the device's own day, not UTC's", () => {
    expect(localIsoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('steps across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-10', -10)).toBe('2026-02-28');
  });

  it('names today, tomorrow and yesterday, and the weekday of any other day', () => {
    expect(dayHeading('2026-11-23', '2026-11-23')).toBe('Hoje, segunda-feira, 23/11/2026');
    expect(dayHeading('2026-11-24', '2026-11-23')).toBe('Amanhã, terça-feira, 24/11/2026');
    expect(dayHeading('2026-11-22', '2026-11-23')).toBe('Ontem, domingo, 22/11/2026');
    expect(dayHeading('2026-11-28', '2026-11-23')).toBe('Sábado, 28/11/2026');
  });
});

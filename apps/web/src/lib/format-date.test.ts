import { describe, expect, it } from 'vitest';
import {
  brazilianDateToIso,
  formatClock,
  formatDate,
  formatDateTime,
  formatTime,
  parseApiDate,
} from './format-date';

describe('pt-BR dates', () => {
  it('shows a date-only value on the same calendar day, whatever the time zone', () => {
    expect(formatDate('2025-03-07')).toBe('07/03/2025');
    expect(parseApiDate('2025-01-01')?.getDate()).toBe(1);
  });

  it('formats date and time in the Brazilian order', () => {
    const local = new Date(2025, 2, 7, 14, 30);
    expect(formatDateTime(local)).toBe('07/03/2025, 14:30');
    expect(formatClock(local)).toBe('14:30');
    expect(formatClock(new Date(2025, 2, 7, 9, 5).toISOString())).toBe('09:05');
  });

  it('reads SQLite timestamps as UTC', () => {
    expect(parseApiDate('2025-03-07 12:00:00')?.toISOString()).toBe('2025-03-07T12:00:00.000Z');
  });

  it('gives an empty text for missing or unreadable values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('não é data')).toBe('');
  });

  it('shortens times and converts dd/mm/yyyy to ISO', () => {
    expect(formatTime('08:05:00')).toBe('08:05');
    expect(formatTime(null)).toBe('');
    expect(brazilianDateToIso('31/12/1990')).toBe('1990-12-31');
    expect(brazilianDateToIso('1990-12-31')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { fillDays, fullDay, shortDay } from './fill-days';

describe('fillDays', () => {
  it('fills every missing day of the period with zero, in order', () => {
    const days = fillDays('2025-02-27', '2025-03-02', [
      { date: '2025-03-01', count: 4 },
      { date: '2025-02-27', count: 1 },
    ]);
    expect(days).toEqual([
      { date: '2025-02-27', count: 1 },
      { date: '2025-02-28', count: 0 },
      { date: '2025-03-01', count: 4 },
      { date: '2025-03-02', count: 0 },
    ]);
  });

  it('crosses the daylight-saving change without skipping a day', () => {
    expect(fillDays('2018-11-03', '2018-11-05', []).map((d) => d.date)).toEqual([
      '2018-11-03',
      '2018-11-04',
      '2018-11-05',
    ]);
  });

  it('ignores days outside the period and gives nothing for a reversed one', () => {
    expect(fillDays('2025-01-01', '2025-01-01', [{ date: '2024-12-31', count: 9 }])).toEqual([
      { date: '2025-01-01', count: 0 },
    ]);
    expect(fillDays('2025-01-02', '2025-01-01', [])).toEqual([]);
  });

  it('formats days the Brazilian way', () => {
    expect(shortDay('2025-03-07')).toBe('07/03');
    expect(fullDay('2025-03-07')).toBe('07/03/2025');
  });
});

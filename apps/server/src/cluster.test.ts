import { describe, expect, it } from 'vitest';
import { restartDelay } from './cluster';

describe('replacing a dead worker', () => {
  it('is immediate after a worker that had been running, and backs off while they die at start', () => {
    expect(restartDelay(0)).toBe(0);
    expect([1, 2, 3, 4].map(restartDelay)).toEqual([500, 1000, 2000, 4000]);
    expect(restartDelay(7)).toBe(30_000);
    expect(restartDelay(50)).toBe(30_000);
  });
});

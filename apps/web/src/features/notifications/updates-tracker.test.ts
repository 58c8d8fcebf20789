import { describe, expect, it } from 'vitest';
import { createUpdatesTracker } from './updates-tracker';

describe('updates tracker', () => {
  const item = (id: number) => ({ kind: 'message' as const, id, title: 't', body: 'b', created_at: 'x' });

  it('keeps since while nothing is new, and announces an item once', () => {
    const tracker = createUpdatesTracker();
    expect(tracker.since()).toBeNull();
    expect(tracker.accept({ now: 'A', items: [], counts: {} })).toEqual([]);
    expect(tracker.since()).toBe('A');
    expect(tracker.accept({ now: 'B', items: [], counts: {} })).toEqual([]);
    expect(tracker.since()).toBe('A');
    expect(tracker.accept({ now: 'C', items: [item(1), item(2)], counts: { message: 2 } })).toHaveLength(2);
    expect(tracker.since()).toBe('C');
    expect(tracker.accept({ now: 'D', items: [item(2), item(3)], counts: { message: 2 } })).toEqual([
      item(3),
    ]);
  });
});

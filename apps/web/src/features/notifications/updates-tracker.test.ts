import { describe, expect, it } from 'vitest';
import { createUpdatesTracker } from './updates-tracker';

describe('updates tracker', () => {
  const item = (id: number) => ({ kind: 'message' as const, id, title: 't', body: 'b', created_at: 'x' });

  it('keeps since while nothing is new, and announces an item once', () => {
    const tracker = createUpdatesTracker();
    expect(tracker.since()).toBeNull();
    expect(tracker.accept({ now: 'A', items: [], counts: {} }).fresh).toEqual([]);
    expect(tracker.since()).toBe('A');
    expect(tracker.accept({ now: 'B', items: [], counts: {} }).fresh).toEqual([]);
    expect(tracker.since()).toBe('A');
    expect(
      tracker.accept({ now: 'C', items: [item(1), item(2)], counts: { message: 2 } }).fresh,
    ).toHaveLength(2);
    expect(tracker.since()).toBe('C');
    expect(tracker.accept({ now: 'D', items: [item(2), item(3)], counts: { message: 2 } }).fresh).toEqual([
      item(3),
    ]);
  });

  it("tells when the inbox's version moved, not at the first answer, which only sets it", () => {
    const tracker = createUpdatesTracker();
    const answer = (inbox?: string) => ({ now: 'A', items: [], counts: {}, ...(inbox ? { inbox } : {}) });
    expect(tracker.accept(answer('v1')).inboxMoved).toBe(false);
    expect(tracker.accept(answer('v1')).inboxMoved).toBe(false);
    expect(tracker.accept(answer('v2')).inboxMoved).toBe(true);
    expect(tracker.accept(answer('v2')).inboxMoved).toBe(false);
    // Signed in again as someone who receives no messages: nothing left to refresh either way.
    expect(tracker.accept(answer()).inboxMoved).toBe(true);
    expect(tracker.accept(answer()).inboxMoved).toBe(false);
  });

  it('at the first answer, tells the inbox moved when what is shown was read at another version', () => {
    const answer = { now: 'A', items: [], counts: {}, inbox: 'v2' };
    expect(createUpdatesTracker().accept(answer, ['v1']).inboxMoved).toBe(true);
    expect(createUpdatesTracker().accept(answer, ['v2']).inboxMoved).toBe(false);
    expect(createUpdatesTracker().accept(answer, []).inboxMoved).toBe(false);
    // Later answers compare with the answer before, whatever is shown.
    const tracker = createUpdatesTracker();
    tracker.accept(answer, ['v2']);
    expect(tracker.accept(answer, ['v1']).inboxMoved).toBe(false);
  });
});

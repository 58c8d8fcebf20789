/**
 * Where a client stands in the update stream: the `since` of its next poll and the items it has
 * already announced. The server overlaps consecutive windows by a moment (so nothing committed at a
 * poll's edge is missed), so the same item can come twice; it is announced once.
 */
import type { UpdateItem, UpdatesAnswer } from '@saude/shared/schemas/updates';

/** Enough to cover several overlapping answers (at most 5 items of each of 7 kinds each). */
const SEEN_LIMIT = 200;

export type UpdatesTracker = {
  /** Null until the first answer: the first call asks only for the server's clock. */
  since(): string | null;
  /**
   * Takes an answer and returns the items not announced before, in the order given, and whether
   * the inbox changed since the last answer. The first answer sets where it stands: the inbox moved
   * only if the messages on screen (`shown`: the inbox versions they were read at) are of another
   * version, as when a message came in between the bell's first read and this answer.
   */
  accept(answer: UpdatesAnswer, shown?: readonly string[]): { fresh: UpdateItem[]; inboxMoved: boolean };
};

export function createUpdatesTracker(): UpdatesTracker {
  let since: string | null = null;
  let inbox: string | undefined;
  const seen = new Set<string>();
  return {
    since: () => since,
    accept(answer, shown = []) {
      // With nothing new the question stays the same, so the server can answer 304 (ETag).
      const inboxMoved =
        since === null ? shown.some((version) => version !== answer.inbox) : answer.inbox !== inbox;
      inbox = answer.inbox;
      if (since === null || answer.items.length > 0) since = answer.now;
      const fresh = answer.items.filter((item) => !seen.has(`${item.kind}:${item.id}`));
      for (const item of fresh) seen.add(`${item.kind}:${item.id}`);
      // Sets iterate in insertion order: drop the oldest keys first.
      for (const key of seen) {
        if (seen.size <= SEEN_LIMIT) break;
        seen.delete(key);
      }
      return { fresh, inboxMoved };
    },
  };
}

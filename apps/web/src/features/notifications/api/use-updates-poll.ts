import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UpdateItem } from '@saude/shared/schemas/updates';
import { callLazily } from '@/lib/api-client';
import { whenIdle } from '@/lib/when-idle';
import { pollIntervalMs } from '../poll-interval';
import { REFRESH_KEYS } from '../refresh-keys';
import { showNotification } from '../show-notification';
import { createUpdatesTracker, type UpdatesTracker } from '../updates-tracker';

/**
 * The first poll only reads the server's clock, so it waits for the page's first idle moment once
 * someone is signed in (at most this long): while the page loads, a phone's few connections carry its
 * own code and data, which the person is waiting for. Nothing is missed meanwhile: the server dates
 * its clock 2 s before the poll (COMMIT_GRACE_MS in the updates service).
 */
const FIRST_POLL_WAIT_MS = 1000;

/** False until the browser has been idle once after `signedIn` became true (then true for good). */
function useSettledOnce(signedIn: boolean): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!signedIn || settled) return;
    return whenIdle(() => setSettled(true), FIRST_POLL_WAIT_MS);
  }, [signedIn, settled]);
  return settled;
}

export const updatesKeys = {
  poll: (identity: string | null) => ['updates', identity] as const,
};

async function announce(items: UpdateItem[], inboxMoved: boolean, queryClient: QueryClient): Promise<void> {
  const kinds = new Set(items.map((item) => item.kind));
  // A message read elsewhere is no news but changes the bell's counter, which has no poll of its own.
  if (inboxMoved) kinds.add('message');
  for (const kind of kinds) {
    for (const queryKey of REFRESH_KEYS[kind]) void queryClient.invalidateQueries({ queryKey });
  }
  // One at a time: they share a tag, so each replaces the previous one on screen.
  for (const item of items) await showNotification(item.title, item.body);
}

/** The inbox versions the messages held here were read at (the bell's counter carries one). */
function inboxVersionsShown(queryClient: QueryClient): string[] {
  return queryClient
    .getQueriesData<{ version?: unknown }>({ queryKey: REFRESH_KEYS.message[0] })
    .map(([, data]) => data?.version)
    .filter((version): version is string => typeof version === 'string');
}

/**
 * GET /api/updates every 30 s for the signed-in identity (spec 01 section 7 'Update polling'):
 * new items raise notifications and refresh the lists they concern; a change of the inbox's version
 * refreshes the messages (the bell's counter rides on this poll). A new identity (another login)
 * starts again from the server's clock, so it is never told about the previous user's news.
 * Hidden tabs do not poll (TanStack pauses refetchInterval in the background).
 */
export function useUpdatesPoll(identity: string | null): void {
  const queryClient = useQueryClient();
  const state = useRef<{ identity: string | null; tracker: UpdatesTracker; interval: number } | null>(null);
  if (state.current === null || state.current.identity !== identity) {
    state.current = {
      identity,
      tracker: createUpdatesTracker(),
      interval: state.current?.interval ?? pollIntervalMs(),
    };
  }
  const { tracker, interval } = state.current;
  const settled = useSettledOnce(identity !== null);

  useQuery({
    queryKey: updatesKeys.poll(identity),
    enabled: identity !== null && settled,
    queryFn: async () => {
      const since = tracker.since();
      const { fresh, inboxMoved } = tracker.accept(
        await callLazily(
          () => import('@saude/shared/contract/messages').then((m) => m.updateEndpoints.poll),
          {
            query: { since: since ?? undefined },
          },
        ),
        inboxVersionsShown(queryClient),
      );
      await announce(fresh, inboxMoved, queryClient);
      return tracker.since();
    },
    refetchInterval: interval,
    // The poll is its own clock: refetching on focus or reconnect would only add calls.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { hospitalSessionQuery, sessionKeys } from '@/features/session';
import { mockApi } from '@/test/mock-api';
import { UpdatesPoller } from './updates-poller';

/** The unit's panel, as far as its session goes: it asks who is signed in. */
function UnitPanel() {
  const session = useQuery(hospitalSessionQuery);
  return <p>{session.data?.health_unit_name ?? '...'}</p>;
}

describe('UpdatesPoller', () => {
  it("follows the page's session without taking it over: the page can still ask it again", async () => {
    let unit = 'UBS Centro';
    const api = mockApi({
      'GET /api/hospital/me': () => ({ status: 200, body: { user: { id: 1, health_unit_name: unit } } }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = render(
      <QueryClientProvider client={client}>
        <UnitPanel />
        <UpdatesPoller />
      </QueryClientProvider>,
    );
    expect(await view.findByText('UBS Centro')).toBeTruthy();

    // Asked again (a sign-in elsewhere, a refresh): the poller's observer mounted last must not
    // have left the query without the function that fetches it.
    unit = 'UBS Norte';
    await client.invalidateQueries({ queryKey: sessionKeys.hospital });
    expect(await view.findByText('UBS Norte')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/api/hospital/me')).toHaveLength(2));
    expect(client.getQueryState(sessionKeys.hospital)?.error).toBeNull();
  });
});

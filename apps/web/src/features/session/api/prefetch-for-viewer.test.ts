import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { patientFixture, profileFixture, usersMeFixture } from '@/test/fixtures';
import type { MainSession } from '../session-model';
import { prefetchForMainViewer } from './prefetch-for-viewer';
import { mainSessionQuery } from './session-queries';

const holding = (session: Partial<MainSession> | null) => {
  const client = new QueryClient();
  client.setQueryData(
    mainSessionQuery.queryKey,
    session && { patient: null, me: null, principal: null, principalGuessed: false, ...session },
  );
  return client;
};

describe('prefetchForMainViewer', () => {
  it("asks for a route's data only for the roles that page shows it to", async () => {
    const then = vi.fn(() => Promise.resolve());
    await prefetchForMainViewer(holding({ patient: patientFixture }), ['patient'], then);
    expect(then).toHaveBeenCalledTimes(1);

    const doctor = { me: usersMeFixture(), principal: 'staff' as const };
    await prefetchForMainViewer(holding(doctor), ['patient'], then);
    expect(then).toHaveBeenCalledTimes(1);
    await prefetchForMainViewer(holding(doctor), ['patient', 'doctor'], then);
    expect(then).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing without a session, or for staff still awaiting activation', async () => {
    const then = vi.fn(() => Promise.resolve());
    await prefetchForMainViewer(holding(null), ['patient', 'doctor'], then);
    const pending = usersMeFixture({ pendingActivation: true, profile: profileFixture() });
    await prefetchForMainViewer(holding({ me: pending, principal: 'staff' }), ['doctor'], then);
    expect(then).not.toHaveBeenCalled();
  });
});

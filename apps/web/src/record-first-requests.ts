/**
 * Build-time list of the API requests a route's boot makes for its first data (scripts/prerender.mjs,
 * not part of the browser bundle). The server names them in the route's HTML answer (a `Link:
 * rel=preload` header) for the role of the session it sees, so the browser asks for them alongside
 * the scripts instead of after the scripts have run and the session has answered.
 *
 * The list is not written by hand: it is what the route's own boot (preloadRoute, the same code that
 * runs in the browser) asks for when its session says `role`, recorded here with a stand-in fetch.
 * A change to a prefetch changes the list with it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '@saude/shared/auth/roles';
import { createQueryClient } from './app/query-client';
import { preloadRoute } from './app/routes';
import { sessionKeys, type MainSession } from './features/session';
import { localIsoDay } from './lib/calendar-day';

/** Stands for the day's date in the recorded addresses; the server writes the city's date in its place. */
export const TODAY = '{today}';

/** The roles whose pages prefetch data at boot. */
export const ROLES_WITH_FIRST_DATA = [
  'patient',
  'doctor',
  'reception',
  'health_department',
  'hospital',
  'public_authority',
] as const satisfies readonly Role[];

/** The session answers of someone of `role`, as the boot's session checks would find them. */
function signInAs(client: QueryClient, role: (typeof ROLES_WITH_FIRST_DATA)[number]) {
  const staff = role === 'doctor' || role === 'reception' || role === 'health_department';
  // Only what the prefetches read (viewerFromMain: the profile's user type); names are never asked.
  const main = {
    patient: role === 'patient' ? { full_name: '' } : null,
    me: staff ? { principal: 'staff', profile: { user_type: role, full_name: '' }, hasProfile: true } : null,
    principal: role === 'patient' ? 'patient' : staff ? 'staff' : null,
    principalGuessed: false,
  } as unknown as MainSession;
  client.setQueryData(sessionKeys.main, role === 'patient' || staff ? main : null);
  client.setQueryData(sessionKeys.healthDepartment, role === 'health_department' ? {} : null);
  client.setQueryData(sessionKeys.hospital, role === 'hospital' ? {} : null);
  client.setQueryData(sessionKeys.publicAuthority, role === 'public_authority' ? {} : null);
  client.setQueryData(sessionKeys.pharmacy, null);
}

/**
 * The GET requests the boot of `pathname` (without a query string) sends for someone of `role`, in
 * the order sent, the day's date written as TODAY. Every answer is an empty list: what a prefetch
 * would ask after reading an answer is not recorded (it could not be known ahead anyway).
 */
export async function recordFirstRequests(
  pathname: string,
  role: (typeof ROLES_WITH_FIRST_DATA)[number],
): Promise<string[]> {
  const client = createQueryClient();
  signInAs(client, role);
  const requested: string[] = [];
  const ownFetch = globalThis.fetch;
  const today = localIsoDay();
  globalThis.fetch = (input, init) => {
    const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if ((init?.method ?? 'GET') === 'GET') requested.push(address);
    return Promise.resolve(Response.json([]));
  };
  try {
    await preloadRoute(pathname, '', client);
  } finally {
    globalThis.fetch = ownFetch;
    client.clear();
  }
  // A recording across midnight would hold two dates: record again.
  if (localIsoDay() !== today) return recordFirstRequests(pathname, role);
  if (requested.some((address) => !address.startsWith('/api/')))
    throw new Error(`recordFirstRequests: ${pathname} asked outside the API: ${requested.join(', ')}`);
  return requested.map((address) => address.replaceAll(today, TODAY));
}

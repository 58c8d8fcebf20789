/** What every request handler can reach: the app's dependencies and the request's identity. */
import type { ServiceContext } from '../lib/service-context';

export type { AppDeps, Principal } from '../lib/service-context';

export type AppEnv = {
  /**
   * The service context itself; `principal` is set by requirePermission (the principal whose role
   * grants the route's permission), so anonymous routes must not read it.
   */
  Variables: ServiceContext;
};

/** What every request handler can reach: the app's dependencies and the request's identity. */
import type { Kysely } from 'kysely';
import type { PrincipalKind, Role } from '@saude/shared/auth/roles';
import type { Config } from '../config';
import type { DB } from '../db/types';
import type { Database } from '../db/database';
import type { Logger } from '../lib/logger';

export type AppDeps = {
  config: Config;
  database: Database;
  db: Kysely<DB>;
  logger: Logger;
  /** Outside services; tests point them at local fake servers. */
  fetch: typeof fetch;
};

/** A signed-in identity resolved from one session cookie. */
export type Principal = {
  kind: PrincipalKind;
  /** Id of the account row of that kind (for `external`: the external identity). */
  id: number;
  role: Role;
  sessionId: number;
  displayName: string;
  patientId?: number;
  staffId?: number;
  healthUnitId?: number | null;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    deps: AppDeps;
    /** Set by requirePermission: the principal whose role grants the route's permission. */
    principal: Principal;
    clientIp: string;
  };
};

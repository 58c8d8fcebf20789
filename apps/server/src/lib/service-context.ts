/**
 * What a service works with: the app's dependencies and the identity and origin of the request it
 * serves. A plain object, so services know nothing of HTTP; Hono's per-request variables have this
 * very shape (http/context.ts), and a route passes `c.var`.
 */
import type { Kysely } from 'kysely';
import type { PrincipalKind, Role } from '@saude/shared/auth/roles';
import type { Config } from '../config';
import type { DB } from '../db/types';
import type { Database } from '../db/database';
import type { Logger } from './logger';

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
  /**
   * When the account was created, when the session check read it (patients, staff, authorities):
   * group messages reach only who was in the group when they were sent.
   */
  accountCreatedAt?: string;
};

/** A request before anyone is known: sign-in, registration, the public lookups. */
export type RequestContext = {
  requestId: string;
  deps: AppDeps;
  /** The client's address, as trusted proxies report it (throttling, the audit trail). */
  clientIp: string;
};

/** A request of a signed-in principal whose role was checked by the route's permission. */
export type ServiceContext = RequestContext & { principal: Principal };

/**
 * 'Excluir Todos Pacientes' and the emergency wipe. The spec's screens ask to type CONFIRMAR but
 * check nothing; here the server checks the word and the caller's own password again, so a
 * forgotten open session or a stray click cannot erase the city's data.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { ADMIN_MESSAGES, type adminWipeSchema } from '@saude/shared/schemas/admin';
import type { DB } from '../../db/types';
import type { Principal, ServiceContext } from '../../lib/service-context';
import { forbidden, tooMany } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { THROTTLE, THROTTLE_MESSAGE, loginThrottle } from '../auth/login-throttle';
import { adminWipeRepository } from './admin-wipe.repository';

export type WipeKind = 'patients' | 'all';

/** The department account's password, or the staff member's for a department member signed in by CPF. */
export async function checkCallerPassword(
  db: Kysely<DB>,
  caller: Principal,
  password: string,
): Promise<void> {
  const repo = adminWipeRepository(db);
  const hash =
    caller.kind === 'health_department'
      ? await repo.departmentPasswordHash(caller.id)
      : caller.staffId !== undefined
        ? await repo.staffPasswordHash(caller.staffId)
        : null;
  // The password asked again is throttled like a sign-in: an open session is no licence to guess it.
  const throttle = loginThrottle(db);
  const key = `wipe:${caller.kind}:${caller.id}`;
  if (await throttle.isLocked([key])) throw tooMany(THROTTLE_MESSAGE);
  // verifyPassword spends the same time on a missing hash, so the answer reveals nothing either way.
  if (!(await verifyPassword(hash, password))) {
    await throttle.recordFailure(key, THROTTLE.maxPerClient, { growing: true });
    throw forbidden(ADMIN_MESSAGES.wrongPassword);
  }
  await throttle.clear([key]);
}

export async function wipe(
  ctx: ServiceContext,
  kind: WipeKind,
  input: z.output<typeof adminWipeSchema>,
): Promise<Record<string, number>> {
  const { db } = ctx.deps;
  const caller = ctx.principal;
  await checkCallerPassword(db, caller, input.password);
  return db.transaction().execute((trx) => {
    const repo = adminWipeRepository(trx);
    return kind === 'patients' ? repo.wipePatients() : repo.wipeAll(caller.sessionId);
  });
}

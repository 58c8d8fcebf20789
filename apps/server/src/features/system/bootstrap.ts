/**
 * First start: if no active health-department account exists, create one from ADMIN_USERNAME and
 * ADMIN_PASSWORD, or with a strong random password printed once to the log.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import type { Logger } from '../../lib/logger';
import { hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';
import { nowIso } from '../../lib/time';
import { authRepository } from '../auth/auth.repository';

export async function ensureDepartmentAccount(db: Kysely<DB>, config: Config, logger: Logger): Promise<void> {
  // Only an active account counts: a demo database started for real use has its demo one deactivated.
  if ((await authRepository(db).countDepartmentAccounts()) > 0) return;
  const username = config.admin.username ?? 'admin';
  const generated = !config.admin.password;
  const password = config.admin.password ?? randomToken(18);
  const at = nowIso();
  await db
    .insertInto('health_department_accounts')
    .values({
      username,
      full_name: 'Administrador da Secretaria de Saúde',
      password_hash: await hashPassword(password),
      is_active: 1,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('username').doNothing())
    .execute();
  if (generated) {
    logger.warn('health department account created with a generated password; it is shown only this once', {
      username,
      password,
    });
  } else {
    logger.info('health department account created', { username });
  }
}

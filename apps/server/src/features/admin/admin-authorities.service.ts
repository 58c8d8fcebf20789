/**
 * Public-authority accounts (police, guardianship council, missing persons, public security). They
 * read photos of vulnerable people, so a new password or a deactivation ends their sessions at once.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  ADMIN_MESSAGES,
  type adminAuthorityCreateSchema,
  type adminAuthorityUpdateSchema,
} from '@saude/shared/schemas/admin';
import type { PublicAuthorityUser } from '@saude/shared/schemas/auth';
import type { DB } from '../../db/types';
import type { Seek } from '../../db/keyset';
import { conflict, notFound } from '../../lib/errors';
import { toFlag } from '../../lib/booleans';
import { hashPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { presentAuthority } from '../auth/auth.presenters';
import { conflictOnDuplicate } from '../../db/unique-violation';
import { adminAuthoritiesRepository, type AuthorityFilter } from './admin-authorities.repository';
import { adminSessionsRepository } from './admin-sessions.repository';
import { presentPage, type Listed } from './admin-query';

type AuthorityCreate = z.output<typeof adminAuthorityCreateSchema>;
type AuthorityUpdate = z.output<typeof adminAuthorityUpdateSchema>;

async function found(db: Kysely<DB>, id: number) {
  const row = await adminAuthoritiesRepository(db).byId(id);
  if (!row) throw notFound(ADMIN_MESSAGES.authorityNotFound);
  return row;
}

async function checkUsername(db: Kysely<DB>, username: string, selfId?: number) {
  const owner = await adminAuthoritiesRepository(db).usernameOwner(username);
  if (owner != null && owner !== selfId) throw conflict(ADMIN_MESSAGES.usernameTaken);
}

const fields = (input: AuthorityCreate | AuthorityUpdate) => ({
  authority_name: input.authority_name,
  username: input.username,
  authority_type: input.authority_type,
  contact_email: input.contact_email,
  contact_phone: input.contact_phone,
});

export async function listAuthorities(
  db: Kysely<DB>,
  filter: AuthorityFilter,
  seek: Seek | undefined,
  limit: number,
): Promise<Listed<PublicAuthorityUser>> {
  const repo = adminAuthoritiesRepository(db);
  const [page, total] = await Promise.all([repo.list(filter, seek, limit), repo.count(filter)]);
  return { page: presentPage(page, presentAuthority), total };
}

export async function createAuthority(db: Kysely<DB>, input: AuthorityCreate): Promise<PublicAuthorityUser> {
  await checkUsername(db, input.username);
  const at = nowIso();
  const passwordHash = await hashPassword(input.password);
  const id = await conflictOnDuplicate(ADMIN_MESSAGES.usernameTaken, () =>
    adminAuthoritiesRepository(db).insert({
      ...fields(input),
      password_hash: passwordHash,
      is_active: 1,
      created_at: at,
      updated_at: at,
    }),
  );
  return presentAuthority(await found(db, id));
}

export async function updateAuthority(
  db: Kysely<DB>,
  id: number,
  input: AuthorityUpdate,
): Promise<{ user: PublicAuthorityUser; passwordChanged: boolean }> {
  await found(db, id);
  await checkUsername(db, input.username, id);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  await conflictOnDuplicate(ADMIN_MESSAGES.usernameTaken, () =>
    adminAuthoritiesRepository(db).update(id, {
      ...fields(input),
      ...(passwordHash ? { password_hash: passwordHash } : {}),
      updated_at: nowIso(),
    }),
  );
  if (passwordHash) await adminSessionsRepository(db).endAuthority(id);
  return { user: presentAuthority(await found(db, id)), passwordChanged: passwordHash !== null };
}

export async function setAuthorityActive(
  db: Kysely<DB>,
  id: number,
  active: boolean,
): Promise<PublicAuthorityUser> {
  const updated = await adminAuthoritiesRepository(db).update(id, {
    is_active: toFlag(active),
    updated_at: nowIso(),
  });
  if (updated === 0) throw notFound(ADMIN_MESSAGES.authorityNotFound);
  if (!active) await adminSessionsRepository(db).endAuthority(id);
  return presentAuthority(await found(db, id));
}

/**
 * Profile setup after signing in with Google. A patient profile is created active; a staff type
 * (doctor, reception, health department) is created inactive: nobody grants themselves a role,
 * the health department activates it (docs/decisions/003-profile-setup-roles.md).
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { grantedTo, type Permission } from '@saude/shared/auth/permissions';
import type { PrincipalKind } from '@saude/shared/auth/roles';
import type { SessionsAnswer, UsersMe, profileSetupSchema } from '@saude/shared/schemas/auth';
import type { DB } from '../../db/types';
import { AppError, conflict, notFound } from '../../lib/errors';
import { professionalFields } from '@saude/shared/domain/professional-codes';
import { nowIso } from '../../lib/time';
import type { Principal, RequestContext, ServiceContext } from '../../lib/service-context';
import { recordAudit } from '../audit/audit.service';
import { PATIENT_ACCOUNT, ownAccount } from '../auth/account-kinds';
import { authRepository } from '../auth/auth.repository';
import { unitName } from '../health-units';
import { patientsRepository } from '../patients';
import { departmentAsProfile, patientAsProfile, staffAsProfile } from '../auth/auth.presenters';
import { usersRepository } from './users.repository';

export type ProfileSetupInput = z.output<typeof profileSetupSchema>;

export async function setUpProfile(
  db: Kysely<DB>,
  identityId: number,
  input: ProfileSetupInput,
): Promise<{ kind: 'patient' | 'staff'; id: number; pendingActivation: boolean }> {
  const repo = usersRepository(db);
  const identity = await repo.identityById(identityId);
  if (!identity) throw conflict('Sessão inválida. Faça login novamente.');
  if (identity.staff_id != null)
    throw conflict('Seu perfil já foi enviado e aguarda ativação pela Secretaria de Saúde.');
  if (identity.patient_id != null) throw conflict('Seu perfil já existe.');
  const at = nowIso();

  if (input.user_type === 'patient') {
    if (input.cpf && (await repo.cpfTaken(input.cpf)).patient) throw conflict('CPF já cadastrado');
    return db.transaction().execute(async (trx) => {
      const patientId = await patientsRepository(trx).insert({
        cpf: input.cpf,
        full_name: input.full_name,
        phone: input.phone,
        sus_card: input.sus_card,
        blood_type: input.blood_type ?? null,
        allergies: input.allergies,
        is_active: 1,
        created_at: at,
        updated_at: at,
      });
      await trx
        .updateTable('external_identities')
        .set({ patient_id: patientId, updated_at: at })
        .where('id', '=', identityId)
        .execute();
      return { kind: 'patient' as const, id: patientId, pendingActivation: false };
    });
  }

  if (input.cpf && (await repo.cpfTaken(input.cpf)).staff) throw conflict('CPF já cadastrado');
  const codes = professionalFields({ ...input, user_type: input.user_type });
  return db.transaction().execute(async (trx) => {
    const staff = await trx
      .insertInto('staff')
      .values({
        cpf: input.cpf,
        full_name: input.full_name,
        user_type: input.user_type,
        phone: input.phone,
        ...codes,
        password_hash: null,
        is_active: 0,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('external_identities')
      .set({ staff_id: staff.id, updated_at: at })
      .where('id', '=', identityId)
      .execute();
    return { kind: 'staff' as const, id: staff.id, pendingActivation: true };
  });
}

/** The sessions with a general profile (GET /api/users/me) and those with a patient's account. */
const PROFILE_KINDS: ReadonlySet<PrincipalKind> = new Set(['staff', 'health_department', 'external']);
const PATIENT_KINDS: ReadonlySet<PrincipalKind> = new Set(['patient', 'external']);

/**
 * GET /api/session's `me` and `patient`: what GET /api/users/me and GET /api/auth/patient/me answer
 * for the sessions held, each read only where the app would ask for it and under the principal that
 * route's permission would pick (null where it would refuse or find nothing).
 */
export async function heldProfiles(
  ctx: RequestContext,
  principals: readonly Principal[],
): Promise<Pick<SessionsAnswer, 'me' | 'patient'>> {
  /** undefined: no session the app would ask with; null: that request would be refused or find nothing. */
  const read = async <T>(
    held: ReadonlySet<PrincipalKind>,
    permission: Permission,
    answer: (ctx: ServiceContext) => Promise<T>,
  ): Promise<T | null | undefined> => {
    if (!principals.some((p) => held.has(p.kind))) return undefined;
    const principal = grantedTo(principals, permission);
    if (!principal) return null;
    try {
      return await answer({ ...ctx, principal });
    } catch (error) {
      if (error instanceof AppError && error.kind === 'not_found') return null;
      throw error;
    }
  };
  const [me, patient] = await Promise.all([
    read(PROFILE_KINDS, 'profile:read', currentProfile),
    read(PATIENT_KINDS, 'session:patient', (c) => ownAccount(c, PATIENT_ACCOUNT)),
  ]);
  return { ...(me === undefined ? {} : { me }), ...(patient === undefined ? {} : { patient }) };
}

/** GET /api/users/me: the signed-in principal's profile, or the Google identity still without one. */
export async function currentProfile(ctx: ServiceContext): Promise<UsersMe> {
  const p = ctx.principal;
  const auth = authRepository(ctx.deps.db);
  const principal = p.kind as UsersMe['principal'];
  if (p.patientId != null) {
    const patient = await auth.patientById(p.patientId);
    if (!patient) throw notFound();
    return { principal, profile: patientAsProfile(patient), hasProfile: true };
  }
  if (p.staffId != null) {
    const staff = await auth.staffById(p.staffId);
    if (!staff) throw notFound();
    // Where the member works, said on their home (a receptionist's day is their unit's).
    const unit = staff.health_unit_id == null ? null : await unitName(ctx.deps.db, staff.health_unit_id);
    return { principal, profile: { ...staffAsProfile(staff), health_unit_name: unit }, hasProfile: true };
  }
  if (p.kind === 'health_department') {
    const account = await auth.departmentById(p.id);
    if (!account) throw notFound();
    return { principal, profile: departmentAsProfile(account), hasProfile: true };
  }
  // A Google identity without an active profile.
  const identity = await usersRepository(ctx.deps.db).identityById(p.id);
  if (!identity) throw notFound();
  return {
    principal,
    profile: null,
    hasProfile: false,
    identity: { name: identity.name, email: identity.email },
    pendingActivation: identity.staff_id != null,
  };
}

/** POST /api/users/profile: the profile set up for the signed-in Google identity, as it will be shown. */
export async function createProfile(ctx: ServiceContext, input: ProfileSetupInput) {
  const created = await setUpProfile(ctx.deps.db, ctx.principal.id, input);
  await recordAudit(ctx, {
    actor: ctx.principal,
    action: 'profile.created',
    targetType: created.kind,
    targetId: created.id,
    details: { user_type: input.user_type, pendingActivation: created.pendingActivation },
  });
  const auth = authRepository(ctx.deps.db);
  const profile =
    created.kind === 'patient'
      ? patientAsProfile((await auth.patientById(created.id))!)
      : staffAsProfile((await auth.staffById(created.id))!);
  return { profile, pendingActivation: created.pendingActivation };
}

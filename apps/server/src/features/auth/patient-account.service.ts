/**
 * A patient keeps their own account current: contact data and address (the same rules as
 * registration), and the password, which asks for the current one again and ends every other session
 * of the account (a lost phone still signed in is signed out).
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { passwordChangeSchema } from '@saude/shared/schemas/auth';
import type { patientContactUpdateSchema } from '@saude/shared/schemas/registration';
import type { DB } from '../../db/types';
import type { Principal, ServiceContext } from '../../lib/service-context';
import { auditAction } from '../audit/audit.service';
import { conflict, forbidden, notFound, tooMany } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { sessionsRepository } from '../sessions/sessions.repository';
import { editedCns, patientsRepository } from '../patients';
import { THROTTLE, THROTTLE_MESSAGE, loginThrottle } from './login-throttle';

export const WRONG_CURRENT_PASSWORD = 'Senha atual incorreta';
export const NO_PASSWORD = 'Esta conta entra com o Google e não tem senha para alterar.';

/** The caller's own patient row, whether signed in by CPF or by Google with a patient profile. */
function ownPatientId(p: Principal): number {
  if (p.role !== 'patient' || p.patientId == null) throw forbidden();
  return p.patientId;
}

export async function updateContact(ctx: ServiceContext, input: z.output<typeof patientContactUpdateSchema>) {
  const { db } = ctx.deps;
  const id = ownPatientId(ctx.principal);
  const patients = patientsRepository(db);
  const before = await patients.byId(id);
  if (!before) throw notFound();
  const sus_card = editedCns(before.sus_card, input.sus_card);
  await patients.update(id, { ...input, sus_card, updated_at: nowIso() });
  const patient = await patients.byId(id);
  if (!patient) throw notFound();
  await auditAction(ctx, 'patient.contact.updated', { type: 'patient', id });
  return patient;
}

export async function changePassword(ctx: ServiceContext, input: z.output<typeof passwordChangeSchema>) {
  try {
    await replacePassword(ctx.deps.db, ctx.principal, input);
  } catch (err) {
    // Refusals are kept too: guessing the password from an open session is worth noticing.
    await auditAction(ctx, 'password.change.refused', { type: 'patient' });
    throw err;
  }
  await auditAction(ctx, 'password.changed', { type: 'patient', id: ctx.principal.patientId });
}

async function replacePassword(db: Kysely<DB>, p: Principal, input: z.output<typeof passwordChangeSchema>) {
  const id = ownPatientId(p);
  const patients = patientsRepository(db);
  const patient = await patients.byId(id);
  if (!patient) throw notFound();
  if (!patient.password_hash) throw conflict(NO_PASSWORD);
  // An open session is no licence to guess the password: checked under a throttle like a sign-in.
  const throttle = loginThrottle(db);
  const key = `password-change:patient:${id}`;
  if (await throttle.isLocked([key])) throw tooMany(THROTTLE_MESSAGE);
  if (!(await verifyPassword(patient.password_hash, input.current_password))) {
    await throttle.recordFailure(key, THROTTLE.maxPerClient, { growing: true });
    throw forbidden(WRONG_CURRENT_PASSWORD);
  }
  await throttle.clear([key]);
  await patients.update(id, { password_hash: await hashPassword(input.new_password), updated_at: nowIso() });
  await sessionsRepository(db).deleteOthersForPrincipal('patient', id, p.sessionId);
}

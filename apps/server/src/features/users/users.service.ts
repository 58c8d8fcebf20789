/**
 * Profile setup after signing in with Google. A patient profile is created active; a staff type
 * (doctor, reception, health department) is created inactive: nobody grants themselves a role,
 * the health department activates it (docs/decisions/003-profile-setup-roles.md).
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { profileSetupSchema } from '@saude/shared/schemas/auth';
import type { DB } from '../../db/types';
import { conflict } from '../../lib/errors';
import { nowIso } from '../../lib/time';
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
      const patient = await trx
        .insertInto('patients')
        .values({
          cpf: input.cpf,
          full_name: input.full_name,
          phone: input.phone,
          sus_card: input.sus_card,
          blood_type: input.blood_type ?? null,
          allergies: input.allergies,
          is_active: 1,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('external_identities')
        .set({ patient_id: patient.id, updated_at: at })
        .where('id', '=', identityId)
        .execute();
      return { kind: 'patient' as const, id: patient.id, pendingActivation: false };
    });
  }

  if (input.cpf && (await repo.cpfTaken(input.cpf)).staff) throw conflict('CPF já cadastrado');
  return db.transaction().execute(async (trx) => {
    const staff = await trx
      .insertInto('staff')
      .values({
        cpf: input.cpf,
        full_name: input.full_name,
        user_type: input.user_type,
        phone: input.phone,
        specialty: input.user_type === 'doctor' ? input.specialty : null,
        crm: input.user_type === 'doctor' ? input.crm : null,
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

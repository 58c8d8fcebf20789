/** Patient self-registration (spec 01 /patient-register). */
import { REGISTRATION_MESSAGES, type PatientRegistrationData } from '@saude/shared/schemas/registration';
import { conflict } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import type { RequestContext } from '../../lib/service-context';
import { recordAudit } from '../audit/audit.service';
import { normalizeImage } from '../files/image-normalize';
import { storeImage } from '../files/files.service';
import { isUniqueViolation } from '../../db/unique-violation';
import { patientsRepository } from '../patients';

export const CPF_TAKEN = REGISTRATION_MESSAGES.cpfTaken;

export async function registerPatient(ctx: RequestContext, input: PatientRegistrationData) {
  const { db } = ctx.deps;
  const repo = patientsRepository(db);
  if ((await repo.cpfOwner(input.cpf)) != null) throw conflict(CPF_TAKEN);
  // Refuse a bad photo before anything is written.
  const photo = input.profile_photo_url ? await normalizeImage(input.profile_photo_url) : null;
  const passwordHash = await hashPassword(input.password);
  const at = nowIso();
  try {
    // Patient and photo together or not at all.
    const id = await db.transaction().execute(async (trx) => {
      const tx = patientsRepository(trx);
      const patientId = await tx.insert({
        cpf: input.cpf,
        full_name: input.full_name,
        birth_date: input.birth_date,
        gender: input.gender,
        password_hash: passwordHash,
        phone: input.phone,
        sus_card: input.sus_card,
        blood_type: input.blood_type ?? null,
        allergies: input.allergies,
        emergency_contact_name: input.emergency_contact_name,
        emergency_contact_phone: input.emergency_contact_phone,
        cep: input.cep,
        logradouro: input.logradouro,
        numero: input.numero,
        complemento: input.complemento,
        bairro: input.bairro,
        cidade: input.cidade,
        estado: input.estado,
        is_active: 1,
        created_at: at,
        updated_at: at,
      });
      if (photo) {
        const file = await storeImage(trx, {
          image: photo,
          purpose: 'profile_photo',
          owner: { kind: 'patient', id: patientId },
        });
        await tx.update(patientId, { profile_photo_file_id: file.id });
      }
      return patientId;
    });
    const self = { kind: 'patient', id } as const;
    await recordAudit(ctx, {
      actor: self,
      action: 'patient.registered',
      targetType: 'patient',
      targetId: id,
    });
    const patient = await repo.byId(id);
    if (!patient) throw new Error(`patient ${id} vanished after registration`);
    return patient;
  } catch (err) {
    // Two registrations of the same CPF at once: the unique index decides, the loser gets the 409.
    if (isUniqueViolation(err)) throw conflict(CPF_TAKEN);
    throw err;
  }
}

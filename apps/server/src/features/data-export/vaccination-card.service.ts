/**
 * The printable vaccination card (docs/decisions/039): the signed-in patient's vaccinations with the
 * signed statement its QR code carries, and the public check of such a statement.
 */
import { doseLabel, pniVaccine } from '@saude/shared/domain/vaccines';
import type { VaccinationCard, VaccinationCardVerification } from '@saude/shared/schemas/vaccination-card';
import type { AppDeps, ServiceContext } from '../../lib/service-context';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { auditAction } from '../audit/audit.service';
import { healthRepository } from '../health';
import { patientsRepository } from '../patients';
import { initials, signerFor } from '../prescriptions';
import { MAX_LINK_CHARS, STATEMENT_TYPE, checkStatement, statementLink } from './vaccination-card.statement';

/** More than a lifetime of the calendar and its campaigns; past it the card holds the newest. */
export const CARD_MAX_VACCINATIONS = 300;

export const NOT_A_CARD_QR = 'Este QR code não é de uma carteira de vacinação.';
const MESSAGES = {
  tampered: 'QR code adulterado ou danificado: a assinatura digital não confere com o conteúdo.',
  foreign: 'Este QR code foi assinado por outra chave: não foi emitido por esta plataforma.',
} as const;

/** GET /api/me/vaccination-card. Each issue of a signed card is kept in the audit trail. */
export async function ownVaccinationCard(ctx: ServiceContext): Promise<VaccinationCard> {
  const p = ctx.principal;
  if (p.role !== 'patient' || p.patientId == null) throw forbidden();
  const { db, config } = ctx.deps;
  const patient = await patientsRepository(db).byId(p.patientId);
  if (!patient) throw notFound('Paciente não encontrado');
  const rows = await healthRepository(db).vaccinationCard(patient.id, CARD_MAX_VACCINATIONS + 1);
  const truncated = rows.length > CARD_MAX_VACCINATIONS;
  const vaccinations = rows
    .slice(0, CARD_MAX_VACCINATIONS)
    .reverse()
    .map((v) => ({
      id: v.id,
      vaccine_name: v.vaccine_name,
      vaccine_code: v.vaccine_code,
      dose: doseLabel(v),
      vaccine_date: v.vaccine_date,
      batch_number: v.batch_number,
      manufacturer: v.manufacturer,
      health_unit_name: v.health_unit_name,
    }));
  const cns = patient.sus_card && /^\d{15}$/.test(patient.sus_card) ? patient.sus_card : null;
  const issuedAt = `${nowIso().slice(0, 19)}Z`;

  // A card cut by the bound is not vouched for as a whole: it is printed without a code.
  let qr: string | null = null;
  if (!truncated) {
    const signer = await signerFor(ctx.deps);
    const link = statementLink(signer, config.publicUrl, {
      typ: STATEMENT_TYPE,
      v: 1,
      iat: issuedAt,
      ini: initials(patient.full_name),
      cns,
      dob: patient.birth_date ?? null,
      vac: vaccinations.map((v) => ({
        d: v.vaccine_date,
        ...(v.vaccine_code ? { c: v.vaccine_code } : { n: v.vaccine_name }),
        ...(v.dose ? { o: v.dose } : {}),
      })),
    });
    qr = link.length <= MAX_LINK_CHARS ? link : null;
  }
  await auditAction(
    ctx,
    'vaccination_card.issued',
    { type: 'patient', id: patient.id },
    { vaccinations: vaccinations.length, signed: qr != null, issued_at: issuedAt },
  );
  return {
    issued_at: issuedAt,
    holder: {
      full_name: patient.full_name,
      cpf: patient.cpf,
      cns: patient.sus_card || null,
      birth_date: patient.birth_date ?? null,
    },
    vaccinations,
    truncated,
    qr,
  };
}

/**
 * POST /api/vaccination-card/verify (public): the signature is checked before anything in the code is
 * believed; a valid statement is answered as it was signed, with vaccine names for the codes.
 */
export async function verifyVaccinationCard(
  deps: AppDeps,
  text: string,
): Promise<VaccinationCardVerification> {
  const check = checkStatement(await signerFor(deps), text);
  if (check === null) throw badRequest(NOT_A_CARD_QR);
  if (!check.ok) return { status: check.status, message: MESSAGES[check.status] };
  const s = check.statement;
  return {
    status: 'valid',
    issued_at: s.iat,
    holder: { initials: s.ini, cns: s.cns, birth_date: s.dob },
    vaccinations: s.vac.map((v) => ({
      vaccine: v.c ? (pniVaccine(v.c)?.name ?? `Imunobiológico ${v.c}`) : (v.n ?? ''),
      vaccine_code: v.c ?? null,
      dose: v.o ?? null,
      date: v.d,
    })),
  };
}

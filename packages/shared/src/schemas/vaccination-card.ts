/**
 * The printable vaccination card and the signed statement its QR code carries
 * (docs/decisions/039-data-export-and-vaccination-card.md).
 */
import { z } from 'zod';

/** The path of the public page a card's QR code opens. */
export const VACCINATION_CARD_VALIDATION_PATH = '/validar-carteira';

// ---- Requests ----

export const vaccinationCardVerifySchema = z.object({
  qr: z
    .string({ error: 'Informe o conteúdo do QR code' })
    .trim()
    .min(1, 'Informe o conteúdo do QR code')
    .max(4000, 'QR code inválido'),
});
export type VaccinationCardVerify = z.input<typeof vaccinationCardVerifySchema>;

// ---- Answers ----

export const vaccinationCardEntrySchema = z.strictObject({
  id: z.number().int(),
  vaccine_name: z.string(),
  /** The PNI (BRImunobiologico) code; null for a vaccine the calendar lacks. */
  vaccine_code: z.string().nullable(),
  /** The dose as people read it ('1ª dose', 'Reforço'); null when none was recorded. */
  dose: z.string().nullable(),
  vaccine_date: z.string(),
  batch_number: z.string().nullable(),
  manufacturer: z.string().nullable(),
  health_unit_name: z.string().nullable(),
});
export type VaccinationCardEntry = z.output<typeof vaccinationCardEntrySchema>;

/** GET /api/me/vaccination-card: the signed-in patient's card, ready to print. */
export const vaccinationCardSchema = z.strictObject({
  issued_at: z.string(),
  holder: z.strictObject({
    full_name: z.string(),
    cpf: z.string().nullable(),
    /** As stored (the web formats 15 digits); the QR code carries it only when it has that shape. */
    cns: z.string().nullable(),
    birth_date: z.string().nullable(),
  }),
  /** Oldest first, as a paper card is filled in. */
  vaccinations: z.array(vaccinationCardEntrySchema),
  /** True when the card holds only the newest vaccinations (a history past the bound). */
  truncated: z.boolean(),
  /** The link the QR code draws (validation page, signed statement in the fragment); null when it would not fit. */
  qr: z.string().nullable(),
});
export type VaccinationCard = z.output<typeof vaccinationCardSchema>;

/** POST /api/vaccination-card/verify: what a valid statement says, as its QR code carries it. */
export const vaccinationCardVerificationSchema = z.union([
  z.strictObject({
    status: z.literal('valid'),
    issued_at: z.string(),
    holder: z.strictObject({
      /** Initials only ('M. C. S.'): the paper shows the name; the code is not a way to learn it. */
      initials: z.string(),
      cns: z.string().nullable(),
      birth_date: z.string().nullable(),
    }),
    vaccinations: z.array(
      z.strictObject({
        vaccine: z.string(),
        vaccine_code: z.string().nullable(),
        dose: z.string().nullable(),
        date: z.string(),
      }),
    ),
  }),
  z.strictObject({ status: z.enum(['tampered', 'foreign']), message: z.string() }),
]);
export type VaccinationCardVerification = z.output<typeof vaccinationCardVerificationSchema>;

/**
 * Partner pharmacies (docs/decisions/023-pharmacy-accounts.md): accounts the health department
 * creates, with the pharmacy's CNPJ and its responsible pharmacist's CRF, that sign in with a
 * username and dispense prescriptions from the validation page.
 */
import { z } from 'zod';
import { getStates } from '@brazilian-utils/brazilian-utils';
import { cnpjCharacters, isValidCnpj, onlyDigits } from '../domain/format';
import { optionalText, passwordSchema, phoneSchema, requiredText } from './common';

export const PHARMACY_MESSAGES = {
  notFound: 'Farmácia não encontrada',
  cnpjTaken: 'CNPJ já cadastrado',
} as const;

/** The 27 federative units, the CRF's UF (each state has its Conselho Regional de Farmácia). */
export const UF_CODES: readonly string[] = getStates()
  .map((s) => s.code)
  .sort();

export const cnpjSchema = z
  .string({ error: 'CNPJ é obrigatório' })
  .transform(cnpjCharacters)
  .refine((v) => v.length === 14, 'CNPJ deve ter 14 caracteres')
  .refine(isValidCnpj, 'CNPJ inválido - verifique os dígitos verificadores');

const pharmacyFields = {
  name: requiredText('Nome da farmácia é obrigatório'),
  cnpj: cnpjSchema,
  username: requiredText('Nome de usuário é obrigatório', 100),
  pharmacist_name: requiredText('Nome do farmacêutico responsável é obrigatório'),
  // A CRF inscription is a number of up to 7 digits, unique within its state's council.
  pharmacist_crf: z
    .string({ error: 'CRF é obrigatório' })
    .transform(onlyDigits)
    .refine((v) => v.length >= 1 && v.length <= 7, 'CRF inválido: informe o número de inscrição'),
  pharmacist_crf_uf: z
    .string({ error: 'UF do CRF é obrigatória' })
    .transform((v) => v.trim().toUpperCase())
    .refine((v) => UF_CODES.includes(v), 'UF do CRF inválida'),
  address: optionalText(300),
  phone: phoneSchema,
};

/** POST /api/admin/pharmacies */
export const pharmacyCreateSchema = z.object({ ...pharmacyFields, password: passwordSchema });
export type PharmacyCreate = z.input<typeof pharmacyCreateSchema>;

/** PUT /api/admin/pharmacies/:id: a blank password keeps the current one. */
export const pharmacyUpdateSchema = z.object({
  ...pharmacyFields,
  password: z.preprocess((v) => (v === '' || v === undefined ? null : v), passwordSchema.nullable()),
});
export type PharmacyUpdate = z.input<typeof pharmacyUpdateSchema>;

/** A pharmacy account as the department and the pharmacy itself see it. */
export const pharmacyUserSchema = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  cnpj: z.string(),
  pharmacist_name: z.string(),
  pharmacist_crf: z.string(),
  pharmacist_crf_uf: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type PharmacyUser = z.output<typeof pharmacyUserSchema>;

/** GET /api/pharmacy/dispensings: what this pharmacy dispensed, newest first (list contract). */
export const pharmacyDispensingSchema = z.strictObject({
  public_id: z.string(),
  dispensed_at: z.string(),
  /** Who dispensed, as recorded at the time (the pharmacist on duty then). */
  dispensed_by: z.string(),
  prescription_date: z.string(),
  doctor_name: z.string(),
  patient_initials: z.string(),
  prescription_text: z.string(),
});
export type PharmacyDispensing = z.output<typeof pharmacyDispensingSchema>;

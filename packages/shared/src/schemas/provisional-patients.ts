/** People treated without documents (provisional patients), spec 01 section 5 and spec 02 panel. */
import { z } from 'zod';
import { GENDERS, LIMITS } from '../domain/constants';
import { optionalText } from './common';
import { listQuerySchema, listSearchText } from './list';

export const PROVISIONAL_MESSAGES = {
  requiredFields: 'Por favor, preencha todos os campos obrigatórios e capture uma foto.',
  ageInvalid: 'Idade aproximada deve ser um número inteiro entre 0 e 150',
  genderInvalid: 'Sexo inválido',
} as const;

const missing = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');

/** The dialog's number input may send the age as text; an empty value is missing, not zero. */
const approximateAge = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: PROVISIONAL_MESSAGES.ageInvalid })
    .int(PROVISIONAL_MESSAGES.ageInvalid)
    .min(0, PROVISIONAL_MESSAGES.ageInvalid)
    .max(LIMITS.approximateAgeMax, PROVISIONAL_MESSAGES.ageInvalid),
);

const REQUIRED = ['photo_url', 'approximate_age', 'gender', 'registration_location'] as const;

export const provisionalPatientCreateSchema = z
  .looseObject({})
  .superRefine((v, ctx) => {
    // The spec answers every missing required field (photo included) with one alert.
    if (REQUIRED.some((k) => missing(v[k]))) {
      ctx.addIssue({ code: 'custom', message: PROVISIONAL_MESSAGES.requiredFields });
    }
    // An age typed out of range is said at its field at once, not only once the rest is filled.
    if (!missing(v.approximate_age) && !approximateAge.safeParse(v.approximate_age).success) {
      ctx.addIssue({ code: 'custom', message: PROVISIONAL_MESSAGES.ageInvalid, path: ['approximate_age'] });
    }
  })
  .pipe(
    z.object({
      photo_url: z.string().max(8 * 1024 * 1024),
      approximate_age: approximateAge,
      gender: z.enum(GENDERS, { error: PROVISIONAL_MESSAGES.genderInvalid }),
      physical_description: optionalText(2000),
      registration_location: z.string().trim().min(1, PROVISIONAL_MESSAGES.requiredFields).max(300),
    }),
  );
export type ProvisionalPatientCreate = z.input<typeof provisionalPatientCreateSchema>;

export const AGE_GROUPS = ['child', 'adult', 'elderly'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];
/** Inclusive age bounds of the authority panel's groups (child 0-17, adult 18-59, elderly 60+). */
export const AGE_GROUP_BOUNDS: Record<AgeGroup, [number, number]> = {
  child: [0, 17],
  adult: [18, 59],
  elderly: [60, LIMITS.approximateAgeMax],
};

const emptyOrAllToUndefined = (v: unknown) => (v === '' || v === 'all' ? undefined : v);

/** GET /api/public-authority/provisional-patients: newest first, filtered in the database. */
export const provisionalPatientsQuerySchema = listQuerySchema.extend({
  q: listSearchText,
  gender: z.preprocess(emptyOrAllToUndefined, z.enum(GENDERS, { error: 'Sexo inválido' }).optional()),
  age_group: z.preprocess(
    emptyOrAllToUndefined,
    z.enum(AGE_GROUPS, { error: 'Faixa etária inválida' }).optional(),
  ),
  /** Registered within the last N days (the panel's 'Últimos 7 dias' uses 7). */
  days: z.preprocess(
    emptyOrAllToUndefined,
    z.coerce.number({ error: 'Período inválido' }).int('Período inválido').min(1).max(3650).optional(),
  ),
});
export type ProvisionalPatientsQuery = z.input<typeof provisionalPatientsQuerySchema>;

// ---- Answers ----

/** POST /api/provisional-patients answers 201 with the generated id. */
export const provisionalPatientCreatedSchema = z.strictObject({
  id: z.number().int(),
  provisional_id: z.string(),
});
export type ProvisionalPatientCreated = z.output<typeof provisionalPatientCreatedSchema>;

/** GET /api/public-authority/provisional-patients: an array; the total is in X-Total-Count. */
export const provisionalPatientSchema = z.strictObject({
  id: z.number().int(),
  provisional_id: z.string(),
  photo_url: z.string().nullable(),
  approximate_age: z.number().int(),
  gender: z.enum(GENDERS),
  physical_description: z.string().nullable(),
  registration_location: z.string(),
  registration_date: z.string(),
  registered_by_name: z.string().nullable(),
});
export type ProvisionalPatient = z.output<typeof provisionalPatientSchema>;

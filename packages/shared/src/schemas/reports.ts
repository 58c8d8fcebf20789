/** Environmental reports: mosquito breeding sites and trash (spec 01 /reports, spec 02 reports tab). */
import { z } from 'zod';
import { REPORT_STATUSES, REPORT_TYPES } from '../domain/constants';
import { optionalText, requiredText } from './common';
import { listQuerySchema, listSearchText } from './list';
import { isCalendarDay } from '../domain/dates';

export const REPORT_MESSAGES = {
  titleRequired: 'Título é obrigatório',
  typeInvalid: 'Tipo de relatório inválido',
  statusInvalid: 'Status inválido',
  locationInvalid: 'Localização inválida',
  notFound: 'Relatório não encontrado',
  periodInvalid: 'Período inválido (AAAA-MM-DD, o início antes do fim)',
} as const;

/** Messages of the spec for a photo that is not a usable image (checked by the server's bytes). */
export const IMAGE_MESSAGES = {
  notImage: 'Por favor, selecione apenas arquivos de imagem.',
  tooLarge: 'Imagem muito grande. Máximo 5MB.',
  unreadable: 'Formato de imagem inválido.',
  tooShort: 'Dados da imagem inválidos. Tente tirar a foto novamente.',
  tooManyPixels: 'Imagem com resolução grande demais. Envie uma foto de até 60 megapixels.',
} as const;

/** Device coordinates: optional (location may be refused), but in range when present. */
const coordinate = (min: number, max: number) =>
  z
    .number({ error: REPORT_MESSAGES.locationInvalid })
    .min(min, REPORT_MESSAGES.locationInvalid)
    .max(max, REPORT_MESSAGES.locationInvalid)
    .nullish()
    .transform((v) => v ?? null);

export const reportCreateSchema = z.object({
  report_type: z.enum(REPORT_TYPES, { error: REPORT_MESSAGES.typeInvalid }),
  title: requiredText(REPORT_MESSAGES.titleRequired, 200),
  description: optionalText(2000),
  /** Image data URL; its bytes are checked on the server. */
  photo_url: optionalText(8 * 1024 * 1024),
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
  address: optionalText(500),
  /** From GET /api/lookup/reverse-geocode when the device had a location. */
  neighborhood: optionalText(200),
});
export type ReportCreate = z.input<typeof reportCreateSchema>;

export const reportStatusSchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: REPORT_MESSAGES.statusInvalid }),
  /** Optional words for the reporter, shown with the status on their report. */
  note: optionalText(500),
});

/** The filters' "Todos" choice may arrive as 'all' or empty: both mean no filter. */
const optionalFilter = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(values, { error: message }).optional(),
  );

/** GET /api/reports/my: the patient's own reports, newest first, filtered by type and status. */
export const myReportsQuerySchema = listQuerySchema.extend({
  type: optionalFilter(REPORT_TYPES, REPORT_MESSAGES.typeInvalid),
  status: optionalFilter(REPORT_STATUSES, REPORT_MESSAGES.statusInvalid),
});

const optionalDay = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().refine(isCalendarDay, REPORT_MESSAGES.periodInvalid).optional(),
);

/**
 * GET /api/reports (department): every report, newest first, searched by title, reporter or text, and
 * filtered for triage by type, status, neighbourhood and period (days of creation, inclusive).
 */
export const allReportsQuerySchema = myReportsQuerySchema
  .extend({
    q: listSearchText,
    neighborhood: z
      .string()
      .optional()
      .transform((v) => v?.trim().slice(0, 100) || undefined),
    from: optionalDay,
    to: optionalDay,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: REPORT_MESSAGES.periodInvalid,
    path: ['from'],
  });

// ---- Answers ----

export const reportSchema = z.strictObject({
  id: z.number().int(),
  report_type: z.enum(REPORT_TYPES),
  title: z.string(),
  description: z.string().nullable(),
  /** /api/files/<id>, served only to the reporter and the health department. */
  photo_url: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  address: z.string().nullable(),
  neighborhood: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  /** The department's words with its last status change, for the reporter. */
  status_note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Report = z.output<typeof reportSchema>;

/** A report of the same type within 50 m and 30 days: maybe the same place, reported again. */
export const possibleDuplicateSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
});
export type PossibleDuplicate = z.output<typeof possibleDuplicateSchema>;

/** Reports closer than this, of one type, are suggested as possible duplicates. */
export const DUPLICATE_RADIUS_M = 50;
export const DUPLICATE_WINDOW_DAYS = 30;

/** GET /api/reports (department): an array; the total matching is in the X-Total-Count header. */
export const reportWithReporterSchema = reportSchema.extend({
  patient_name: z.string(),
  patient_cpf: z.string().nullable(),
  possible_duplicates: z.array(possibleDuplicateSchema),
});
export type ReportWithReporter = z.output<typeof reportWithReporterSchema>;

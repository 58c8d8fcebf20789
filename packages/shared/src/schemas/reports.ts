/** Environmental reports: mosquito breeding sites and trash (spec 01 /reports, spec 02 reports tab). */
import { z } from 'zod';
import { REPORT_STATUSES, REPORT_TYPES, type ReportStatus, type ReportType } from '../domain/constants';
import { optionalText, requiredText } from './common';
import { listQuerySchema } from './list';

export const REPORT_MESSAGES = {
  titleRequired: 'Título é obrigatório',
  typeInvalid: 'Tipo de relatório inválido',
  statusInvalid: 'Status inválido',
  locationInvalid: 'Localização inválida',
  notFound: 'Relatório não encontrado',
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

/** GET /api/reports (department): every report, newest first, searched by title, reporter or text. */
export const allReportsQuerySchema = myReportsQuerySchema.extend({
  q: z
    .string()
    .optional()
    .transform((v) => v?.trim().slice(0, 100) ?? ''),
});

// ---- Answers ----

export type Report = {
  id: number;
  report_type: ReportType;
  title: string;
  description: string | null;
  /** /api/files/<id>, served only to the reporter and the health department. */
  photo_url: string | null;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  neighborhood: string | null;
  status: ReportStatus;
  created_at: string;
  updated_at: string;
};

/** GET /api/reports (department): an array; the total matching is in the X-Total-Count header. */
export type ReportWithReporter = Report & { patient_name: string; patient_cpf: string | null };

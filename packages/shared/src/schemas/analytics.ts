/**
 * The health department's analytics page (GET /api/admin/analytics): city-wide figures over a
 * period of whole days in the city's calendar. Days without rows may be absent from the series;
 * the web app fills the gaps with zero.
 */
import { z } from 'zod';
import { APPOINTMENT_STATUSES, REPORT_STATUSES, REPORT_TYPES } from '../domain/constants';

export const ANALYTICS_DAYS_MIN = 7;
export const ANALYTICS_DAYS_MAX = 365;
export const ANALYTICS_DAYS_DEFAULT = 30;
/** The vaccines chart shows the most given ones only. */
export const ANALYTICS_TOP_VACCINES = 10;
/** The diagnoses chart shows the ten CID-10 codes most recorded. */
export const ANALYTICS_TOP_DIAGNOSES = 10;

const DAYS_MESSAGE = `Período inválido: informe de ${ANALYTICS_DAYS_MIN} a ${ANALYTICS_DAYS_MAX} dias`;

/** `?days=` (7..365, default 30); '' counts as absent because selects send it. */
export const analyticsQuerySchema = z.object({
  days: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: DAYS_MESSAGE })
      .int(DAYS_MESSAGE)
      .min(ANALYTICS_DAYS_MIN, DAYS_MESSAGE)
      .max(ANALYTICS_DAYS_MAX, DAYS_MESSAGE)
      .default(ANALYTICS_DAYS_DEFAULT),
  ),
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/** Age buckets of the appointment requests still waiting for a decision, in this order. */
export const WAITING_BUCKETS = [
  { label: '0-2 dias', min: 0, max: 2 },
  { label: '3-7 dias', min: 3, max: 7 },
  { label: '8-14 dias', min: 8, max: 14 },
  { label: '15+ dias', min: 15, max: null },
] as const;

export const dailyCountSchema = z.strictObject({ date: z.string(), count: z.number() });
export type DailyCount = z.output<typeof dailyCountSchema>;

export const requestsWaitingSchema = z.strictObject({
  count: z.number(),
  /** Whole days since the oldest pending request was made (city calendar); null when none wait. */
  oldest_days: z.number().nullable(),
  /** Mean of the waiting days, one decimal; null when none wait. */
  average_days: z.number().nullable(),
  buckets: z.array(z.strictObject({ label: z.string(), count: z.number() })),
});
export type RequestsWaiting = z.output<typeof requestsWaitingSchema>;

export const analyticsAnswerSchema = z.strictObject({
  /** Inclusive city dates: `to` is today, `from` is days-1 before it. */
  period: z.strictObject({ from: z.string(), to: z.string(), days: z.number().int() }),
  /** Appointments dated in the period (appointment_date), by status. */
  appointments_by_status: z.array(
    z.strictObject({ status: z.enum(APPOINTMENT_STATUSES), count: z.number() }),
  ),
  /** Appointments dated in the period by unit; health_unit_id null is 'Sem unidade'. */
  appointments_by_unit: z.array(
    z.strictObject({
      health_unit_id: z.number().int().nullable(),
      health_unit_name: z.string(),
      count: z.number(),
    }),
  ),
  appointments_over_time: z.array(dailyCountSchema),
  /**
   * "Vagas liberadas por cancelamento": appointments their patients cancelled before their time, by
   * the day of the cancellation (cancelled_at, city calendar) in the period (decision 037).
   */
  slots_freed_by_cancellation: z.number(),
  /** no_show / (completed + no_show) in the period, 0..1; null when neither happened. */
  no_show_rate: z.number().nullable(),
  /** Pending requests now, whatever their age (a backlog is not limited to the period). */
  requests_waiting: requestsWaitingSchema,
  /** Reports made in the period (created_at, city calendar). */
  reports_by_type: z.array(z.strictObject({ report_type: z.enum(REPORT_TYPES), count: z.number() })),
  reports_by_status: z.array(z.strictObject({ status: z.enum(REPORT_STATUSES), count: z.number() })),
  reports_by_neighborhood: z.array(z.strictObject({ neighborhood: z.string(), count: z.number() })),
  /** Vaccinations given in the period (vaccine_date), the ten most given. */
  vaccinations_by_vaccine: z.array(z.strictObject({ vaccine_name: z.string(), count: z.number() })),
  /** Prescriptions issued in the period (prescription_date). */
  prescriptions_over_time: z.array(dailyCountSchema),
  prescriptions_total: z.number(),
  /** The CID-10 codes most recorded on the period's visits (record_date), the ten most frequent. */
  diagnoses_by_code: z.array(
    z.strictObject({ code: z.string(), description: z.string(), count: z.number() }),
  ),
});
export type AnalyticsAnswer = z.output<typeof analyticsAnswerSchema>;

export const UNIT_NONE_LABEL = 'Sem unidade';

/**
 * The health department's analytics page (GET /api/admin/analytics): city-wide figures over a
 * period of whole days in the city's calendar. Days without rows may be absent from the series;
 * the web app fills the gaps with zero.
 */
import { z } from 'zod';
import type { AppointmentStatus, ReportStatus, ReportType } from '../domain/constants';

export const ANALYTICS_DAYS_MIN = 7;
export const ANALYTICS_DAYS_MAX = 365;
export const ANALYTICS_DAYS_DEFAULT = 30;
/** The vaccines chart shows the most given ones only. */
export const ANALYTICS_TOP_VACCINES = 10;

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

export type DailyCount = { date: string; count: number };

export type RequestsWaiting = {
  count: number;
  /** Whole days since the oldest pending request was made (city calendar); null when none wait. */
  oldest_days: number | null;
  /** Mean of the waiting days, one decimal; null when none wait. */
  average_days: number | null;
  buckets: { label: string; count: number }[];
};

export type AnalyticsAnswer = {
  /** Inclusive city dates: `to` is today, `from` is days-1 before it. */
  period: { from: string; to: string; days: number };
  /** Appointments dated in the period (appointment_date), by status. */
  appointments_by_status: { status: AppointmentStatus; count: number }[];
  /** Appointments dated in the period by unit; health_unit_id null is 'Sem unidade'. */
  appointments_by_unit: { health_unit_id: number | null; health_unit_name: string; count: number }[];
  appointments_over_time: DailyCount[];
  /** no_show / (completed + no_show) in the period, 0..1; null when neither happened. */
  no_show_rate: number | null;
  /** Pending requests now, whatever their age (a backlog is not limited to the period). */
  requests_waiting: RequestsWaiting;
  /** Reports made in the period (created_at, city calendar). */
  reports_by_type: { report_type: ReportType; count: number }[];
  reports_by_status: { status: ReportStatus; count: number }[];
  reports_by_neighborhood: { neighborhood: string; count: number }[];
  /** Vaccinations given in the period (vaccine_date), the ten most given. */
  vaccinations_by_vaccine: { vaccine_name: string; count: number }[];
  /** Prescriptions issued in the period (prescription_date). */
  prescriptions_over_time: DailyCount[];
  prescriptions_total: number;
};

export const UNIT_NONE_LABEL = 'Sem unidade';

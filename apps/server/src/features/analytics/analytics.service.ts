/**
 * GET /api/admin/analytics: the department's figures for the last N days of the city's calendar,
 * today included. Series leave out days without rows; the web app fills the gaps.
 */
import type { Kysely } from 'kysely';
import {
  ANALYTICS_TOP_DIAGNOSES,
  ANALYTICS_TOP_VACCINES,
  UNIT_NONE_LABEL,
  WAITING_BUCKETS,
  type AnalyticsAnswer,
  type RequestsWaiting,
} from '@saude/shared/schemas/analytics';
import { NEIGHBORHOOD_UNKNOWN } from '@saude/shared/schemas/admin';
import type { AppointmentStatus, ReportStatus, ReportType } from '@saude/shared/domain/constants';
import type { DB } from '../../db/types';
import { addDays, cityDateOf, cityDaysUtcRange, daysBetween } from '../../lib/city-calendar';
import { describeCid10 } from '../cid10';
import { analyticsRepository, asNumber } from './analytics.repository';

export async function analytics(db: Kysely<DB>, days: number, now = new Date()): Promise<AnalyticsAnswer> {
  const to = cityDateOf(now);
  const from = addDays(to, -(days - 1));
  const dates = { from, to };
  const instants = cityDaysUtcRange(from, to);
  const repo = analyticsRepository(db);

  const [
    byStatus,
    byUnit,
    overTime,
    pendingHours,
    byType,
    reportStatus,
    byNeighborhood,
    vaccines,
    rx,
    cid10,
    slotsFreed,
  ] = await Promise.all([
    repo.appointmentsByStatus(dates),
    repo.appointmentsByUnit(dates),
    repo.appointmentsByDay(dates),
    repo.pendingRequestsByHour(),
    repo.reportsByType(instants),
    repo.reportsByStatus(instants),
    repo.reportsByNeighborhood(instants, NEIGHBORHOOD_UNKNOWN),
    repo.topVaccines(dates, ANALYTICS_TOP_VACCINES),
    repo.prescriptionsByDay(dates),
    repo.topDiagnoses(dates, ANALYTICS_TOP_DIAGNOSES),
    repo.slotsFreed(instants),
  ]);

  const appointments_by_status = byStatus.map((r) => ({
    status: r.status as AppointmentStatus,
    count: asNumber(r.n),
  }));
  const statusCount = (s: AppointmentStatus) =>
    appointments_by_status.find((r) => r.status === s)?.count ?? 0;
  const completed = statusCount('completed');
  const noShow = statusCount('no_show');
  const prescriptions_over_time = rx.map((r) => ({ date: r.date, count: asNumber(r.n) }));

  return {
    period: { from, to, days },
    appointments_by_status,
    appointments_by_unit: byUnit.map((r) => ({
      health_unit_id: r.health_unit_id ?? null,
      health_unit_name: r.health_unit_name ?? UNIT_NONE_LABEL,
      count: asNumber(r.n),
    })),
    appointments_over_time: overTime.map((r) => ({ date: r.date, count: asNumber(r.n) })),
    slots_freed_by_cancellation: slotsFreed,
    no_show_rate: completed + noShow > 0 ? noShow / (completed + noShow) : null,
    requests_waiting: waiting(pendingHours, to),
    reports_by_type: byType.map((r) => ({ report_type: r.report_type as ReportType, count: asNumber(r.n) })),
    reports_by_status: reportStatus.map((r) => ({ status: r.status as ReportStatus, count: asNumber(r.n) })),
    reports_by_neighborhood: byNeighborhood.map((r) => ({
      neighborhood: r.neighborhood,
      count: asNumber(r.n),
    })),
    vaccinations_by_vaccine: vaccines.map((r) => ({ vaccine_name: r.vaccine_name, count: asNumber(r.n) })),
    prescriptions_over_time,
    prescriptions_total: prescriptions_over_time.reduce((sum, r) => sum + r.count, 0),
    diagnoses_by_code: cid10.map((r) => ({ ...describeCid10(r.cid10_code), count: asNumber(r.n) })),
  };
}

/**
 * Waiting days of a request = city days from the day it was made to today (made today: 0). All
 * pending requests count, however old: the backlog is a state, not an event of the period.
 */
export function waiting(hours: { hour: string; n: number | string }[], today: string): RequestsWaiting {
  const buckets = WAITING_BUCKETS.map((b) => ({ label: b.label, count: 0 }));
  let count = 0;
  let totalDays = 0;
  let oldest: number | null = null;
  for (const row of hours) {
    const n = asNumber(row.n);
    // A clock a little ahead of the server's can date a request "tomorrow": it waits 0 days.
    const days = Math.max(0, daysBetween(cityDateOf(`${row.hour}:00:00Z`), today));
    const i = WAITING_BUCKETS.findIndex((b) => days >= b.min && (b.max === null || days <= b.max));
    buckets[i]!.count += n;
    count += n;
    totalDays += n * days;
    oldest = oldest === null ? days : Math.max(oldest, days);
  }
  return {
    count,
    oldest_days: oldest,
    average_days: count ? Math.round((totalDays / count) * 10) / 10 : null,
    buckets,
  };
}

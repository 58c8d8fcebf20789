/**
 * GET /api/admin/stats: the overview's counters and its reports by status and neighbourhood; and GET
 * /api/admin/report-points: the report map, asked for apart when the map nears the screen.
 */
import type { Kysely } from 'kysely';
import {
  NEIGHBORHOOD_UNKNOWN,
  REPORT_POINTS_MAX,
  type AdminStats,
  type ReportMapPoint,
  type ReportPoints,
} from '@saude/shared/schemas/admin';
import { REPORT_STATUSES, type ReportStatus } from '@saude/shared/domain/constants';
import type { DB } from '../../db/types';
import { todayDate } from '../../lib/time';
import { adminStatsRepository } from './admin-stats.repository';
import { toCount } from './admin-query';

/**
 * The neighbourhoods as the chart shows them: a blank name counts as unknown, names padded with
 * spaces count as the same neighbourhood, the most reported first (then by name, in Portuguese order).
 */
function byPlace(rows: readonly { neighborhood: string | null; n: number | string | bigint }[]) {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const name = row.neighborhood?.trim() || NEIGHBORHOOD_UNKNOWN;
    counts.set(name, (counts.get(name) ?? 0) + toCount(row.n));
  }
  return [...counts]
    .map(([neighborhood, count]) => ({ neighborhood, count }))
    .sort((a, b) => b.count - a.count || a.neighborhood.localeCompare(b.neighborhood, 'pt-BR'));
}

export async function adminStats(db: Kysely<DB>, today = todayDate()): Promise<AdminStats> {
  const repo = adminStatsRepository(db);
  const [
    staff,
    patients,
    health_units,
    reports,
    pending_requests,
    appointments_today,
    prescriptions,
    provisional_patients,
    byStatus,
    byNeighborhood,
  ] = await Promise.all([
    repo.count('staff'),
    repo.count('patients'),
    repo.count('health_units'),
    repo.count('environmental_reports'),
    repo.pendingRequests(),
    repo.appointmentsOn(today),
    repo.count('prescriptions'),
    repo.count('provisional_patients'),
    repo.reportsByStatus(),
    repo.reportsByNeighborhood(),
  ]);

  // Every status is present, zero when no report has it, so charts keep a stable legend.
  const reports_by_status = Object.fromEntries(REPORT_STATUSES.map((s) => [s, 0])) as Record<
    ReportStatus,
    number
  >;
  for (const row of byStatus) reports_by_status[row.status as ReportStatus] = toCount(row.n);

  return {
    counts: {
      staff,
      patients,
      health_units,
      reports,
      pending_requests,
      appointments_today,
      prescriptions,
      provisional_patients,
    },
    reports_by_status,
    reports_by_neighborhood: byPlace(byNeighborhood),
  };
}

/** GET /api/admin/report-points: the map's points, the newest reports with a place first. */
export async function reportPoints(db: Kysely<DB>): Promise<ReportPoints> {
  const points = await adminStatsRepository(db).reportPoints(REPORT_POINTS_MAX);
  return { points: points as ReportMapPoint[] };
}

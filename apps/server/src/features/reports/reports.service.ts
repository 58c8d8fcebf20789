/** Environmental reports: patients report, the health department follows them up. */
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { ReportStatus, ReportType } from '@saude/shared/domain/constants';
import {
  DUPLICATE_RADIUS_M,
  DUPLICATE_WINDOW_DAYS,
  REPORT_MESSAGES,
  type PossibleDuplicate,
  type Report,
  type ReportWithReporter,
  type allReportsQuerySchema,
  type myReportsQuerySchema,
  type reportCreateSchema,
} from '@saude/shared/schemas/reports';
import type { DB, EnvironmentalReportsTable } from '../../db/types';
import type { Page } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { addDays, cityDayStartUtc } from '../../lib/city-calendar';
import type { ServiceContext } from '../../lib/service-context';
import { auditAction, auditPageRead } from '../audit/audit.service';
import { fileUrl } from '../auth/auth.presenters';
import { normalizeImage } from '../files/image-normalize';
import { storeImage } from '../files/files.service';
import { reportsRepository } from './reports.repository';

type ReportRow = Selectable<EnvironmentalReportsTable>;

export function presentReport(r: ReportRow): Report {
  return {
    id: r.id,
    report_type: r.report_type as ReportType,
    title: r.title,
    description: r.description,
    photo_url: fileUrl(r.photo_file_id),
    // PostgreSQL's driver may hand doubles back as numbers or strings depending on the type.
    latitude: r.latitude == null ? null : Number(r.latitude),
    longitude: r.longitude == null ? null : Number(r.longitude),
    address: r.address,
    neighborhood: r.neighborhood,
    status: r.status as ReportStatus,
    status_note: r.status_note,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export async function createReport(
  db: Kysely<DB>,
  patientId: number,
  input: z.output<typeof reportCreateSchema>,
): Promise<Report> {
  // Refuse a bad photo before anything is written.
  const photo = input.photo_url ? await normalizeImage(input.photo_url) : null;
  const at = nowIso();
  const row = await db.transaction().execute(async (trx) => {
    const file = photo
      ? await storeImage(trx, {
          image: photo,
          purpose: 'report_photo',
          owner: { kind: 'patient', id: patientId },
        })
      : null;
    return reportsRepository(trx).insert({
      patient_id: patientId,
      report_type: input.report_type,
      title: input.title,
      description: input.description,
      photo_file_id: file?.id ?? null,
      latitude: input.latitude,
      longitude: input.longitude,
      address: input.address,
      neighborhood: input.neighborhood,
      status: 'pending',
      created_at: at,
      updated_at: at,
    });
  });
  return presentReport(row);
}

type Listed<T> = Promise<{ page: Page<T>; total: Total }>;

/** GET /api/reports/my: the patient's own reports, newest first, filtered in the database. */
export async function myReports(
  db: Kysely<DB>,
  patientId: number,
  query: z.output<typeof myReportsQuerySchema>,
): Listed<Report> {
  const repo = reportsRepository(db);
  const filter = { type: query.type, status: query.status };
  const [page, total] = await Promise.all([
    repo.mine(patientId, filter, query.cursor, query.limit),
    repo.countMine(patientId, filter),
  ]);
  return { page: { items: page.items.map(presentReport), next: page.next }, total };
}

/** GET /api/reports: every report with its reporter, newest first (the department). */
export async function allReports(
  ctx: ServiceContext,
  query: z.output<typeof allReportsQuerySchema>,
): Listed<ReportWithReporter> {
  const { db } = ctx.deps;
  const repo = reportsRepository(db);
  const filter = {
    q: query.q,
    type: query.type,
    status: query.status,
    neighborhood: query.neighborhood,
    createdFrom: query.from ? cityDayStartUtc(query.from) : undefined,
    createdBefore: query.to ? cityDayStartUtc(addDays(query.to, 1)) : undefined,
  };
  const [page, total] = await Promise.all([
    repo.all(filter, query.cursor, query.limit),
    repo.countAll(filter),
  ]);
  const items = await Promise.all(
    page.items.map(async (r) => ({
      ...presentReport(r),
      patient_name: r.patient_name,
      patient_cpf: r.patient_cpf,
      possible_duplicates: await possibleDuplicates(db, r),
    })),
  );
  // Reporter names and CPFs are personal data: who listed which, and how, is kept.
  const { q, status, type, neighborhood, from, to } = query;
  const details = { q: q || undefined, status, type, neighborhood, from, to };
  await auditPageRead(ctx, { action: 'reports.list', details }, query, page.items);
  return { page: { items, next: page.next }, total };
}

const METERS_PER_DEGREE = 111_320;
const DAY_MS = 86_400_000;

/** Great-circle distance in metres (haversine). */
function metersBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}

/**
 * Reports of the same type within 50 m and 30 days either side: the same breeding site reported
 * again, so the department handles it once. A box of latitude and longitude is read from the index,
 * then measured exactly.
 */
async function possibleDuplicates(db: Kysely<DB>, r: ReportRow): Promise<PossibleDuplicate[]> {
  if (r.latitude == null || r.longitude == null) return [];
  const lat = Number(r.latitude);
  const lon = Number(r.longitude);
  const dLat = DUPLICATE_RADIUS_M / METERS_PER_DEGREE;
  const dLon = DUPLICATE_RADIUS_M / (METERS_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  const at = Date.parse(r.created_at);
  const window = DUPLICATE_WINDOW_DAYS * DAY_MS;
  const near = await reportsRepository(db).near(
    r.report_type,
    { latMin: lat - dLat, latMax: lat + dLat, lonMin: lon - dLon, lonMax: lon + dLon },
    new Date(at - window).toISOString(),
    new Date(at + window).toISOString(),
  );
  return (
    near
      .filter((o) => o.id !== r.id && o.latitude != null && o.longitude != null)
      .filter((o) => metersBetween(lat, lon, Number(o.latitude), Number(o.longitude)) <= DUPLICATE_RADIUS_M)
      // Newest first, then by id, as the lists order reports (the candidates come in no order).
      .sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1))
      .slice(0, 5)
      .map((o) => ({ id: o.id, title: o.title, status: o.status as ReportStatus, created_at: o.created_at }))
  );
}

export async function changeStatus(
  ctx: ServiceContext,
  id: number,
  status: ReportStatus,
  note: string | null,
): Promise<Report> {
  const row = await reportsRepository(ctx.deps.db).updateStatus(id, status, note, nowIso());
  if (!row) throw notFound(REPORT_MESSAGES.notFound);
  const details = { status, ...(note ? { note } : {}) };
  await auditAction(ctx, 'report.status_changed', { type: 'environmental_report', id: row.id }, details);
  return presentReport(row);
}

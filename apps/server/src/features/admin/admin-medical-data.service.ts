/** The department's 'Dados Médicos Completos': every dataset searchable and filterable by period. */
import type { Kysely } from 'kysely';
import {
  PERIOD_DAYS,
  type AdminExamItem,
  type AdminMedicalRecordItem,
  type AdminPrescriptionItem,
  type AdminVaccinationItem,
  type MedicalDataPeriod,
} from '@saude/shared/schemas/admin';
import type { ExamApprovalStatus } from '@saude/shared/domain/constants';
import type { DB } from '../../db/types';
import type { Dialect } from '../../db/migrations/helpers';
import { fromFlag } from '../../lib/booleans';
import { todayDate } from '../../lib/time';
import type { ServiceContext } from '../../lib/service-context';
import { auditPageRead } from '../audit/audit.service';
import { fileUrl } from '../auth/auth.presenters';
import { adminMedicalDataRepository, type MedicalDataFilter } from './admin-medical-data.repository';
import type { Page, Seek } from '../../db/keyset';
import { exactTotal, type Total } from '../../db/list-total';
import { presentPage, type Listed } from './admin-query';
import { medicalRecordsRepository } from '../medical-records';
import { describeCid10 } from '../cid10';

export const MEDICAL_DATASETS = ['prescriptions', 'medical-records', 'vaccinations', 'exams'] as const;
export type MedicalDataset = (typeof MEDICAL_DATASETS)[number];

/** Shifts a YYYY-MM-DD date by whole days (calendar arithmetic in UTC never meets a DST gap). */
export function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** today: the city's date; week/month: the last 7/30 days up to today, by the record's own date. */
export function periodFilter(q: string, period: MedicalDataPeriod, today = todayDate()): MedicalDataFilter {
  if (period === 'all') return { q };
  return { q, from: shiftDate(today, -PERIOD_DAYS[period]), to: today };
}

type Lister<T> = (
  db: Kysely<DB>,
  dialect: Dialect,
  f: MedicalDataFilter,
  seek: Seek | undefined,
  limit: number,
) => Promise<Listed<T>>;

type Data<Row> = {
  list: (f: MedicalDataFilter, seek: Seek | undefined, limit: number) => Promise<Page<Row>>;
  count: (f: MedicalDataFilter) => Promise<Total>;
};

/**
 * The page, then the total: a first page that ends the list holds the whole list, so its length is
 * the total and nothing is counted (a search that matches little would otherwise read the dataset a
 * second time to count it).
 */
async function pageAndTotal<Row>(
  data: Data<Row>,
  f: MedicalDataFilter,
  seek: Seek | undefined,
  limit: number,
) {
  const page = await data.list(f, seek, limit);
  const total = !seek && page.next === null ? exactTotal(page.items.length) : await data.count(f);
  return [page, total] as const;
}

const prescriptions: Lister<AdminPrescriptionItem> = async (db, dialect, f, seek, limit) => {
  const { prescriptions: data } = adminMedicalDataRepository(db, dialect);
  const [page, total] = await pageAndTotal(data, f, seek, limit);
  return { page: presentPage(page, (r) => ({ ...r, is_valid: fromFlag(r.is_valid) })), total };
};

const records: Lister<AdminMedicalRecordItem> = async (db, dialect, f, seek, limit) => {
  const { records: data } = adminMedicalDataRepository(db, dialect);
  const [page, total] = await pageAndTotal(data, f, seek, limit);
  const codes = await medicalRecordsRepository(db).diagnosesOf(page.items.map((r) => r.id));
  return {
    page: presentPage(page, (r) => ({ ...r, diagnoses: (codes.get(r.id) ?? []).map(describeCid10) })),
    total,
  };
};

const vaccinations: Lister<AdminVaccinationItem> = async (db, dialect, f, seek, limit) => {
  const { vaccinations: data } = adminMedicalDataRepository(db, dialect);
  const [page, total] = await pageAndTotal(data, f, seek, limit);
  return { page: presentPage(page, (r) => ({ ...r, doctor_name: r.administered_by })), total };
};

const exams: Lister<AdminExamItem> = async (db, dialect, f, seek, limit) => {
  const { exams: data } = adminMedicalDataRepository(db, dialect);
  const [page, total] = await pageAndTotal(data, f, seek, limit);
  return {
    page: presentPage(page, ({ file_id, is_normal, approval_status, ...r }) => ({
      ...r,
      is_normal: is_normal === null ? null : fromFlag(is_normal),
      file_url: fileUrl(file_id),
      approval_status: approval_status as ExamApprovalStatus,
    })),
    total,
  };
};

const medicalDataListers: Record<MedicalDataset, Lister<{ id: number; patient_id: number }>> = {
  prescriptions,
  'medical-records': records,
  vaccinations,
  exams,
};

/**
 * One page of a dataset. Every read is audited with its filters: these lists are the whole city's
 * health data (LGPD sensitive data).
 */
export async function listMedicalData(
  ctx: ServiceContext,
  dataset: MedicalDataset,
  query: { q: string; period: MedicalDataPeriod; cursor?: Seek; limit: number },
): Promise<Listed<{ id: number }>> {
  const { q, period, cursor, limit } = query;
  const listed = await medicalDataListers[dataset](
    ctx.deps.db,
    ctx.deps.database.dialect,
    periodFilter(q, period),
    cursor,
    limit,
  );
  const read = {
    action: 'admin.medical_data.read',
    targetType: dataset,
    details: { q: q || undefined, period },
    patientIds: listed.page.items.map((r) => r.patient_id),
  };
  await auditPageRead(ctx, read, query, listed.page.items);
  return listed;
}

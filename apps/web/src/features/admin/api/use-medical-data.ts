import { adminMedicalDataEndpoints } from '@saude/shared/contract/admin';
import type { ItemOf } from '@saude/shared/contract/endpoint';
import type { MedicalDataPeriod } from '@saude/shared/schemas/admin';
import { usePagedList, type PagedList } from '@/lib/use-paged-list';
import { adminKeys } from './admin-keys';

/** Each list of the city's medical data, by the name of its resource. */
const DATASETS = {
  'all-prescriptions': adminMedicalDataEndpoints.prescriptions,
  'all-medical-records': adminMedicalDataEndpoints['medical-records'],
  'all-vaccinations': adminMedicalDataEndpoints.vaccinations,
  'all-exams': adminMedicalDataEndpoints.exams,
};
export type MedicalDataKind = keyof typeof DATASETS;
export type MedicalDataKinds = { [K in MedicalDataKind]: ItemOf<(typeof DATASETS)[K]> };

/**
 * GET /api/admin/all-prescriptions|all-medical-records|all-vaccinations|all-exams?q=&period=: newest
 * first by the record's date, page by page; every page read is audited by the server.
 */
export function useMedicalData<K extends MedicalDataKind>(
  kind: K,
  q: string,
  period: MedicalDataPeriod,
): PagedList<MedicalDataKinds[K]> {
  const list = usePagedList({
    ...medicalDataSource(kind, q, period),
    // A search being typed keeps the last rows on screen until the new ones arrive.
    keepPreviousWhileLoading: true,
  });
  return list as PagedList<MedicalDataKinds[K]>;
}

export const MEDICAL_DATA_KINDS = Object.keys(DATASETS) as MedicalDataKind[];

/** The list's key and first page, for the hook and for asking ahead (prefetch-admin-tab.ts). */
export function medicalDataSource(kind: MedicalDataKind, q: string, period: MedicalDataPeriod) {
  const endpoint: (typeof DATASETS)[MedicalDataKind] = DATASETS[kind];
  return {
    queryKey: adminKeys.resource(kind),
    endpoint,
    query: { q: q.trim(), period: period === 'all' ? undefined : period },
  };
}

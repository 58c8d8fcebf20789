import type {
  AdminExamItem,
  AdminMedicalRecordItem,
  AdminPrescriptionItem,
  AdminVaccinationItem,
  MedicalDataPeriod,
} from '@saude/shared/schemas/admin';
import { withQuery } from '@/lib/api-list';
import { usePagedList } from '@/lib/use-paged-list';
import { adminKeys } from './admin-keys';

export type MedicalDataKinds = {
  'all-prescriptions': AdminPrescriptionItem;
  'all-medical-records': AdminMedicalRecordItem;
  'all-vaccinations': AdminVaccinationItem;
  'all-exams': AdminExamItem;
};
export type MedicalDataKind = keyof MedicalDataKinds;

/**
 * GET /api/admin/all-prescriptions|all-medical-records|all-vaccinations|all-exams?q=&period=: newest
 * first by the record's date, page by page; every page read is audited by the server.
 */
export function useMedicalData<K extends MedicalDataKind>(kind: K, q: string, period: MedicalDataPeriod) {
  return usePagedList<MedicalDataKinds[K]>({
    queryKey: adminKeys.resource(kind),
    path: withQuery(`/api/admin/${kind}`, { q: q.trim(), period: period === 'all' ? undefined : period }),
    // A search being typed keeps the last rows on screen until the new ones arrive.
    keepPreviousWhileLoading: true,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminExamItem,
  AdminMedicalRecordItem,
  AdminPrescriptionItem,
  AdminVaccinationItem,
  MedicalDataPeriod,
} from '@saude/shared/schemas/admin';
import { ADMIN_PAGE_LIMIT, adminKeys } from './admin-keys';
import { getPage, withQuery } from '@/lib/api-list-page';

export type MedicalDataKinds = {
  'all-prescriptions': AdminPrescriptionItem;
  'all-medical-records': AdminMedicalRecordItem;
  'all-vaccinations': AdminVaccinationItem;
  'all-exams': AdminExamItem;
};
export type MedicalDataKind = keyof MedicalDataKinds;

/** GET /api/admin/all-prescriptions|all-medical-records|all-vaccinations|all-exams?q=&period= */
export function useMedicalData<K extends MedicalDataKind>(kind: K, q: string, period: MedicalDataPeriod) {
  const params = { q: q.trim(), period };
  return useQuery({
    queryKey: adminKeys.list(kind, params),
    queryFn: ({ signal }) =>
      getPage<MedicalDataKinds[K]>(
        withQuery(`/api/admin/${kind}`, { ...params, limit: ADMIN_PAGE_LIMIT }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

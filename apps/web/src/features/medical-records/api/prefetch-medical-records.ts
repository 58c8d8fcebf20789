import type { QueryClient } from '@tanstack/react-query';
import { prefetchForMainViewer } from '@/features/session/api/prefetch-for-viewer';
import { prefetchPagedList } from '@/lib/use-paged-list';
import { tabOf } from '@/lib/use-tab-param';
import { examsSource } from './use-exams';
import { medicalRecordsSource } from './use-medical-records';
import { vaccinationsSource } from './use-vaccinations';

/** The tabs of /medical-records, as named in its address (?aba=); the first is the page's own. */
export const RECORD_TABS = ['consultas', 'vacinas', 'exames'] as const;
export type RecordTab = (typeof RECORD_TABS)[number];

const PREFETCH: Record<RecordTab, (queryClient: QueryClient) => Promise<void>> = {
  consultas: (client) => prefetchPagedList(client, medicalRecordsSource),
  vacinas: (client) => prefetchPagedList(client, vaccinationsSource),
  exames: (client) => prefetchPagedList(client, examsSource),
};

/**
 * Started at boot on /medical-records: once the session says a patient or a doctor is signed in, asks
 * for the first page of the open tab's list (the one the address names), instead of waiting until
 * the page has rendered. Only that tab's: the other tabs are reads of health data the person has not
 * asked to see (each is recorded in the patient's access log). Settles once it has arrived or failed.
 */
export function prefetchMedicalRecords(queryClient: QueryClient, search: URLSearchParams): Promise<unknown> {
  const tab = tabOf(search, RECORD_TABS, 'consultas');
  return prefetchForMainViewer(queryClient, ['patient', 'doctor'], () => PREFETCH[tab](queryClient));
}

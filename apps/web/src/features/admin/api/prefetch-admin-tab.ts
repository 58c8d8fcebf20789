import type { QueryClient } from '@tanstack/react-query';
import { auditEventsSource, EMPTY_AUDIT_FILTERS } from '@/features/audit-trail/api/use-audit-events';
import { prefetchPagedList } from '@/lib/use-paged-list';
import type { AdminTab } from '../components/admin-tabs';
import { accountListSource, type AccountKind } from './use-admin-accounts';
import { allReportsSource, NO_REPORT_FILTERS } from './use-admin-reports';
import { sentMessagesSource } from './use-admin-messages';
import { MEDICAL_DATA_KINDS, medicalDataSource } from './use-medical-data';

const ACCOUNT_TABS: Partial<Record<AdminTab, AccountKind>> = {
  staff: 'staff',
  patients: 'patients',
  'health-units': 'health-units',
  'hospital-admins': 'hospital-administrators',
  'public-authorities': 'public-authorities',
  pharmacies: 'pharmacies',
};

/**
 * Asks for the first page of the lists a tab of /admin opens on (no search, no filter), at the time
 * its code is asked for: each tab is a lazy chunk, and its list would otherwise be asked for only once
 * the chunk has arrived and rendered. The keys and paths are the tabs' own (their hooks' sources).
 */
export function prefetchAdminTab(client: QueryClient, tab: AdminTab): void {
  const account = ACCOUNT_TABS[tab];
  if (account) prefetchPagedList(client, accountListSource(account, { q: '' }));
  else if (tab === 'reports') prefetchPagedList(client, allReportsSource(NO_REPORT_FILTERS));
  else if (tab === 'messages') prefetchPagedList(client, sentMessagesSource);
  else if (tab === 'audit-trail') prefetchPagedList(client, auditEventsSource(EMPTY_AUDIT_FILTERS));
  else if (tab === 'medical-data') {
    for (const kind of MEDICAL_DATA_KINDS) prefetchPagedList(client, medicalDataSource(kind, '', 'all'));
  }
}

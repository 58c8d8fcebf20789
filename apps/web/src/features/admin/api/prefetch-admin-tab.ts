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
 * Settles when the lists have arrived or failed (at once for a tab without a list, or no tab).
 */
export function prefetchAdminTab(client: QueryClient, tab: string): Promise<unknown> {
  const account = ACCOUNT_TABS[tab as AdminTab];
  if (account) return prefetchPagedList(client, accountListSource(account, { q: '' }));
  if (tab === 'reports') return prefetchPagedList(client, allReportsSource(NO_REPORT_FILTERS));
  if (tab === 'messages') return prefetchPagedList(client, sentMessagesSource);
  if (tab === 'audit-trail') return prefetchPagedList(client, auditEventsSource(EMPTY_AUDIT_FILTERS));
  if (tab === 'medical-data')
    return Promise.all(
      MEDICAL_DATA_KINDS.map((kind) => prefetchPagedList(client, medicalDataSource(kind, '', 'all'))),
    );
  return Promise.resolve();
}

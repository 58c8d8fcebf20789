import { preloadableLazy } from '@/lib/preloadable-lazy';
import type { AdminTab } from './admin-tabs';

/** The tabs of /admin that are not its overview. */
export type LazyTab = Exclude<AdminTab, 'overview'>;

/*
 * The panel opens on the overview: the other tabs (recharts and the trail with theirs) are each a
 * chunk of their own, asked for when the tab is pointed at or focused (so a click mostly finds it
 * arrived), or at boot when the address names the tab (prefetch-department-pages).
 */
export const ADMIN_TAB_CODE: Record<LazyTab, ReturnType<typeof preloadableLazy<object>>> = {
  staff: preloadableLazy(() => import('./staff-tab').then((m) => m.StaffTab)),
  patients: preloadableLazy(() => import('./patients-tab').then((m) => m.PatientsTab)),
  'health-units': preloadableLazy(() => import('./health-units-tab').then((m) => m.HealthUnitsTab)),
  'hospital-admins': preloadableLazy(() => import('./hospital-admins-tab').then((m) => m.HospitalAdminsTab)),
  'public-authorities': preloadableLazy(() => import('./authorities-tab').then((m) => m.AuthoritiesTab)),
  pharmacies: preloadableLazy(() => import('./pharmacies-tab').then((m) => m.PharmaciesTab)),
  reports: preloadableLazy(() => import('./reports-tab').then((m) => m.ReportsTab)),
  messages: preloadableLazy(() => import('./messages-tab').then((m) => m.MessagesTab)),
  'medical-data': preloadableLazy(() => import('./medical-data-tab').then((m) => m.MedicalDataTab)),
  analytics: preloadableLazy(() => import('@/features/analytics').then((m) => m.AnalyticsTab)),
  'audit-trail': preloadableLazy(() => import('@/features/audit-trail').then((m) => m.AuditTrailTab)),
};

/** The code of `tab`, if it is one of the lazy tabs (a tab named in the address may be anything). */
export const adminTabCode = (tab: string) =>
  Object.hasOwn(ADMIN_TAB_CODE, tab) ? ADMIN_TAB_CODE[tab as LazyTab] : undefined;

/**
 * One home per user type (spec 01 /dashboard); each lives in its own file. The staff's homes load on
 * their own, so a patient's home never downloads them nor the dialogs they open (the check-in's,
 * with the dialog library); the dashboard's boot asks for the one its session needs.
 */
import { preloadableLazy } from '@/lib/preloadable-lazy';

export { PatientHome } from './patient-home';
export const DoctorHome = preloadableLazy(() => import('./doctor-home').then((m) => m.DoctorHome));
export const ReceptionHome = preloadableLazy(() => import('./reception-home').then((m) => m.ReceptionHome));
export const HealthDepartmentHome = preloadableLazy(() =>
  import('./department-home').then((m) => m.HealthDepartmentHome),
);

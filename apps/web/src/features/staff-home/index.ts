/** Public surface of the staff homes (the dashboard's doctor and reception homes use it). */
export { DoctorDashboard } from './components/doctor-dashboard';
export { ReceptionDashboard } from './components/reception-dashboard';

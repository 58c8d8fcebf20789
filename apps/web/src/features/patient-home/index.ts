/** Public surface of the patient home pieces (composed by the dashboard's PatientHome). */
export { HealthCard } from './components/health-card';
export { PatientQuickActions } from './components/patient-quick-actions';
export { RecentAppointments, RecentPrescriptions, RecentReports } from './components/recent-lists';

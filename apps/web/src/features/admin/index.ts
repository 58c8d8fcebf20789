/** Public surface of the admin feature (the dashboard's department home reads the counts). */
export { useAdminStats } from './api/use-admin-stats';

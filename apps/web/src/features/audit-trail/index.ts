export { AuditTrailTab } from './components/audit-trail-tab';

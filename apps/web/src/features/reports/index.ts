/** Public surface of the reports feature (the patient home opens the same dialog). */
export { ReportCreateDialog } from './components/report-create-dialog';
export { ReportStatusBadge } from './components/report-status-badge';
export { mapsUrl, reportPreview } from './components/report-card';

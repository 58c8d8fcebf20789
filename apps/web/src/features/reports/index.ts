/**
 * Public surface of the reports feature: the light pieces other screens show. The creation dialog is
 * exported lazy, so it never weighs on a screen that only lists reports.
 */
export { ReportCreateDialog } from './components/lazy-report-create-dialog';
export { ReportStatusBadge } from './components/report-status-badge';
export { MapLink, reportPreview } from './components/report-card';

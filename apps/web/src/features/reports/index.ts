/**
 * Public surface of the reports feature: the light pieces other screens show. The creation dialog
 * is loaded on demand by whoever opens it (`import('@/features/reports/components/report-create-dialog')`),
 * so it never weighs on a home that only lists reports.
 */
export { ReportStatusBadge } from './components/report-status-badge';
export { MapLink, reportPreview } from './components/report-card';

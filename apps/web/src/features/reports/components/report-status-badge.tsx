import { REPORT_STATUS_LABELS, type ReportStatus } from '@saude/shared/domain/constants';
import { Badge } from '@/components/ui/badge';

const TONES = { pending: 'warning', investigating: 'brand', resolved: 'success' } as const;

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <Badge tone={TONES[status]}>{REPORT_STATUS_LABELS[status]}</Badge>;
}

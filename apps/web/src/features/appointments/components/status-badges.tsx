import {
  APPOINTMENT_STATUS_LABELS,
  REQUEST_STATUS_LABELS,
  type AppointmentStatus,
  type RequestStatus,
} from '@saude/shared/domain/constants';
import { Badge } from '@/components/ui/badge';
import { APPOINTMENT_STATUS_TONES } from '@/lib/appointment-status';

type Tone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

const REQUEST_TONES: Record<RequestStatus, Tone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge tone={APPOINTMENT_STATUS_TONES[status] ?? 'neutral'}>
      {APPOINTMENT_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge tone={REQUEST_TONES[status] ?? 'neutral'}>{REQUEST_STATUS_LABELS[status] ?? status}</Badge>;
}

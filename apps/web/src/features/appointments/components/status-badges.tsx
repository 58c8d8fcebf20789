import {
  APPOINTMENT_STATUS_LABELS,
  REQUEST_STATUS_LABELS,
  type AppointmentStatus,
  type RequestStatus,
} from '@saude/shared/domain/constants';
import { Badge } from '@/components/ui/badge';

type Tone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

const APPOINTMENT_TONES: Record<AppointmentStatus, Tone> = {
  scheduled: 'brand',
  confirmed: 'success',
  completed: 'neutral',
  cancelled: 'danger',
  no_show: 'warning',
};

const REQUEST_TONES: Record<RequestStatus, Tone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge tone={APPOINTMENT_TONES[status] ?? 'neutral'}>{APPOINTMENT_STATUS_LABELS[status] ?? status}</Badge>
  );
}

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge tone={REQUEST_TONES[status] ?? 'neutral'}>{REQUEST_STATUS_LABELS[status] ?? status}</Badge>;
}

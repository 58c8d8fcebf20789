import { CalendarDays } from 'lucide-react';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';
import { useAreaContext, viewerCan } from '@/features/session';

/** '/appointments' (spec 01 section 2). Patients: requests and confirmed; others: all appointments. */
export default function AppointmentsPage() {
  const { viewer } = useAreaContext();
  // Patients see their own requests; staff see the unit's appointments (spec 01 section 2).
  const patient = viewerCan(viewer, 'appointment-requests:create');
  return (
    <AreaPlaceholder icon={CalendarDays} title={patient ? 'Minhas Solicitações' : 'Todas as Consultas'}>
      {patient
        ? 'Suas solicitações de consulta e exame e as consultas confirmadas aparecerão aqui.'
        : 'As consultas da unidade aparecerão aqui, com filtros por status.'}
    </AreaPlaceholder>
  );
}

import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Plus } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useAreaContext, viewerCan } from '@/features/session';
import { preloadAll, preloadOnIntent } from '@/lib/preloadable-lazy';
import { useAppointmentRequests } from '../api/use-appointment-requests';
import { useHealthUnits } from '../api/use-health-units';
import { AppointmentRequestDialog } from '../components/lazy-dialogs';
import { AppointmentRequestList } from '../components/appointment-request-list';
import { AppointmentsSection } from '../components/appointments-section';

const REQUEST_INTENT = preloadOnIntent([AppointmentRequestDialog]);

/** '/appointments' (spec 01 section 2). Patients: requests and confirmed; others: all appointments. */
export default function AppointmentsPage() {
  const { viewer } = useAreaContext();
  // Patients see their own requests; staff see the appointments in their reach (spec 01 section 2).
  const patient = viewerCan(viewer, 'appointment-requests:create');
  if (!patient) return <AppointmentsSection title="Todas as Consultas" role={viewer.role} />;
  return <PatientAppointments />;
}

function PatientAppointments() {
  const requests = useAppointmentRequests();
  const units = useHealthUnits();
  const [requesting, setRequesting] = useState(false);
  const unitList = units.data ?? [];
  // "Nova consulta" on the home comes here with ?nova=1: the form opens itself, once the units are in.
  const [params, setParams] = useSearchParams();
  const asked = params.get('nova') === '1';
  useEffect(() => {
    if (!asked) return;
    // The form's code downloads while the units are on their way.
    preloadAll([AppointmentRequestDialog]);
    if (units.isPending) return;
    if (unitList.length > 0) setRequesting(true);
    setParams({}, { replace: true });
  }, [asked, units.isPending, unitList.length, setParams]);
  // Without any unit a request could not be taken by anyone (spec 01 /appointments).
  const noUnits = !units.isPending && unitList.length === 0;

  return (
    <div className="space-y-8">
      <section aria-labelledby="solicitacoes-titulo" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="solicitacoes-titulo" className="text-lg font-semibold text-slate-900">
            Minhas Solicitações
          </h2>
          <Button
            onClick={() => setRequesting(true)}
            disabled={units.isPending || noUnits}
            {...REQUEST_INTENT}
          >
            <Plus className="size-4" aria-hidden="true" />
            Solicitar Consulta/Exame
          </Button>
        </div>
        {noUnits ? (
          <p className="text-sm text-slate-700">Nenhuma unidade de saúde disponível no momento.</p>
        ) : null}
        <AppointmentRequestList
          list={requests}
          onRequestAgain={noUnits ? undefined : () => setRequesting(true)}
        />
      </section>
      {/* The spec's title; the line under it says it holds every appointment the unit booked. */}
      <AppointmentsSection
        title="Consultas Confirmadas"
        role="patient"
        description="As consultas que a unidade marcou para você, das próximas às já passadas. Use o filtro para ver só as realizadas ou canceladas."
      />
      <Suspense fallback={null}>
        {requesting ? <AppointmentRequestDialog open onOpenChange={setRequesting} units={unitList} /> : null}
      </Suspense>
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import type { useUpdateAppointmentStatus } from '../api/use-update-appointment-status';
import type { MedicalRecordDraft } from './finish-appointment-dialog';
import { preloadOnIntent } from '@/lib/preloadable-lazy';
import { FinishAppointmentDialog, PrescriptionDialog } from './lazy-dialogs';

/** On the agenda's rows: their dialogs' code is asked for when the agenda is pointed at or touched. */
const AGENDA_INTENT = preloadOnIntent([FinishAppointmentDialog, PrescriptionDialog]);

type DoctorDialogs = {
  /** Opens 'Finalizar Consulta' on the appointment (its record is sent with the status change). */
  finish(appointment: AppointmentItem): void;
  /** Opens the prescription for the appointment's patient. */
  prescribe(appointment: AppointmentItem): void;
  /** The open dialog, if any: render it inside a Suspense boundary (its code comes when it opens). */
  dialogs: ReactNode;
  /** For the element around the agenda's rows: asks for the dialogs' code as the doctor reaches them. */
  intent: ReturnType<typeof preloadOnIntent>;
};

/**
 * The doctor's two dialogs on an appointment, the same wherever the agenda is shown (the home's day
 * and /appointments). `update` is the screen's status change, so its rows show the same busy state.
 */
export function useDoctorDialogs(update: ReturnType<typeof useUpdateAppointmentStatus>): DoctorDialogs {
  const [finishing, setFinishing] = useState<AppointmentItem | null>(null);
  const [prescribing, setPrescribing] = useState<AppointmentItem | null>(null);

  const sendRecord = (record: MedicalRecordDraft, onFinished: () => void) => {
    if (!finishing) return;
    update.change(
      { id: finishing.id, status: 'completed', ...record },
      {
        onSuccess: () => {
          onFinished();
          setFinishing(null);
        },
      },
    );
  };

  return {
    finish: (appointment) => {
      // The dialog shows this finish's error only, not one left by an earlier change.
      update.reset();
      setFinishing(appointment);
    },
    prescribe: setPrescribing,
    intent: AGENDA_INTENT,
    dialogs: (
      <>
        {finishing ? (
          <FinishAppointmentDialog
            appointment={finishing}
            pending={update.isPending}
            error={update.error}
            onOpenChange={(open) => !open && setFinishing(null)}
            onFinish={sendRecord}
          />
        ) : null}
        {prescribing ? (
          <PrescriptionDialog
            open
            onOpenChange={(open) => !open && setPrescribing(null)}
            appointment={{
              id: prescribing.id,
              patient_id: prescribing.patient_id,
              patient_name: prescribing.patient_name,
            }}
          />
        ) : null}
      </>
    ),
  };
}

import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { ApiError } from '@/lib/api-client';
import type { RegisterPatientValues } from './register-patient-field';

/**
 * A health unit records a vaccine or an exam only for a patient in its care; for one it has no record
 * of, the server answers 409 and the unit attests the patient is at its counter (decision 027). The
 * box appears with that answer and is sent with the next try.
 */
export function WalkInConfirm({ id, error }: { id: string; error: unknown }) {
  const asked = error instanceof ApiError && error.status === 409;
  const { watch, setFocus } = useFormContext<RegisterPatientValues>();
  const checked = watch('walk_in');
  // The question appears at the foot of a long form, under the button's reach: bring it into view.
  useEffect(() => {
    if (asked) setFocus('walk_in');
  }, [asked, setFocus]);
  if (!asked && !checked) return null;
  return (
    <CheckboxField<RegisterPatientValues>
      name="walk_in"
      id={id}
      label="Confirmo que o paciente está presente nesta unidade (atendimento sem agendamento)"
    />
  );
}

import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { PatientSearchResult } from '@saude/shared/schemas/health';
import type { PatientPicker } from '../lib/patient-picker';
import { PatientChoice } from './patient-choice';

/** The fields both registration forms (vaccination, exam) keep about the patient. */
export type RegisterPatientValues = { patient_id: string; walk_in: boolean };

/**
 * The patient of a registration form: the chosen one is shown, its id is the form's `patient_id`.
 * A walk-in attestation belongs to the patient it was given for, so choosing another clears it.
 */
export function RegisterPatientField({
  fixed,
  Picker,
}: {
  fixed: PatientSearchResult | null;
  Picker?: PatientPicker;
}) {
  const [patient, setPatient] = useState(fixed);
  const { setValue } = useFormContext<RegisterPatientValues>();
  const { field, fieldState } = useController<RegisterPatientValues, 'patient_id'>({ name: 'patient_id' });
  return (
    <PatientChoice
      fixed={fixed}
      Picker={Picker}
      value={patient}
      onChange={(chosen) => {
        setPatient(chosen);
        field.onChange(chosen ? String(chosen.id) : '');
        setValue('walk_in', false);
      }}
      error={fieldState.error?.message}
    />
  );
}

/** A registration form's start: no patient yet unless the caller fixed one, no walk-in attested. */
export const registerPatientDefaults = (fixed: PatientSearchResult | null): RegisterPatientValues => ({
  patient_id: fixed ? String(fixed.id) : '',
  walk_in: false,
});

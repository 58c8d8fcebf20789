import { useState } from 'react';
import type { PatientSearchResult } from '@saude/shared/schemas/health';

/**
 * The state both registration forms (vaccination, exam) keep: the chosen patient, the typed values and
 * the field errors. An error goes away as soon as its field is edited, so it never contradicts what is
 * typed.
 */
export function useRegisterForm<V extends Record<string, string>>(
  empty: V,
  fixed: PatientSearchResult | null,
) {
  const [patient, setPatient] = useState<PatientSearchResult | null>(fixed);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A unit's attestation that the patient is at its counter (a walk-in), asked for when the unit has
  // no record of them; it belongs to the patient it was given for.
  const [walkIn, setWalkIn] = useState(false);

  const set = (key: keyof V & string) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    setErrors(({ [key]: _edited, ...rest }) => rest);
  };
  const choose = (chosen: PatientSearchResult | null) => {
    setPatient(chosen);
    setWalkIn(false);
    setErrors(({ patient_id: _edited, ...rest }) => rest);
  };

  return { patient, choose, values, set, errors, setErrors, walkIn, setWalkIn };
}

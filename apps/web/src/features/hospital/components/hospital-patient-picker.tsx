import { PatientFinder } from '@/components/form/patient-finder';
import type { PatientPickerProps } from '@/features/medical-records';
import { useHospitalPatientSearch } from '../api/patients';

/**
 * The unit's patient field for the vaccination and exam dialogs: it searches through
 * /api/hospital/patients/search, the unit's own permission.
 */
export function HospitalPatientPicker(props: PatientPickerProps) {
  return <PatientFinder {...props} useSearch={useHospitalPatientSearch} />;
}

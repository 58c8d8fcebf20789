import { PatientFinder, type PatientFinderProps } from '@/components/form/patient-finder';
import { usePatientSearch } from '../api/use-patient-search';

/** A doctor's patient field: it searches every patient of the city (GET /api/patients/search). */
export function PatientSearchField(props: Omit<PatientFinderProps, 'useSearch'>) {
  return <PatientFinder {...props} useSearch={usePatientSearch} />;
}

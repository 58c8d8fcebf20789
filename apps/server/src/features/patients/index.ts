/** What other features use of patients: the one place with the `patients` table's queries. */
export { patientsRepository, type PatientRow } from './patients.repository';
export { cnsNeedsCorrection, editedCns } from './patient-cns';
export {
  countMatches,
  patientNamed,
  registerSearchTerms,
  searchPart,
  type SearchTerm,
} from './patient-search';

/** Public surface of the medical-records feature: other features import from here only. */
export { RegisterExamDialog } from './components/register-exam-dialog';
export { RegisterVaccinationDialog } from './components/register-vaccination-dialog';
export type { PatientPicker, PatientPickerProps, RegisterDialogProps } from './lib/patient-picker';

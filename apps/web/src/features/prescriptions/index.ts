/** Public surface of the prescriptions feature: other features import from here only. */
export {
  IssuePrescriptionDialog,
  type IssuePrescriptionDialogProps,
} from './components/issue-prescription-dialog';
export { PatientSearchField } from './components/patient-search-field';
export { PatientAllergyCard } from './components/patient-allergy-card';
export { PrescriptionQrCanvas } from './components/prescription-qr-canvas';
export { qrCodeText } from './lib/qr-payload';

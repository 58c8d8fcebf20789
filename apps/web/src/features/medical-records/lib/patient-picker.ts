import type { ComponentType } from 'react';
import type { PatientSearchResult } from '@saude/shared/schemas/health';

/**
 * How a registration dialog lets the user choose the patient. Doctors search every patient
 * (/api/patients/search); a health unit searches through its own endpoint, so the caller may
 * bring its field, as long as it speaks this contract.
 */
export type PatientPickerProps = {
  value: PatientSearchResult | null;
  onChange(patient: PatientSearchResult | null): void;
  error?: string | null;
};
export type PatientPicker = ComponentType<PatientPickerProps>;

/** Options shared by the vaccination and exam dialogs. */
export type RegisterDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** A patient already chosen (e.g. from a patient's details): shown, not searched. */
  patient?: PatientSearchResult | null;
  /** Replaces the doctors' patient search. */
  PatientPicker?: PatientPicker;
  /** Lets the caller refresh its own lists once the item is saved. */
  onCreated?(): void;
};

/** What each dialog hands to its form. */
export type RegisterFormProps = {
  fixed: PatientSearchResult | null;
  Picker?: PatientPicker;
  onCreated?(): void;
  onDone(): void;
};

/** Public surface of the appointments feature (the staff homes change statuses the same way). */
export { useUpdateAppointmentStatus } from './api/use-update-appointment-status';
export { NoShowDialog } from './components/no-show-dialog';
export { CheckedInNote } from './components/checked-in-note';

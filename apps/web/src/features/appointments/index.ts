/** Public surface of the appointments feature (the staff homes act on today's agenda the same way). */
export { useUpdateAppointmentStatus } from './api/use-update-appointment-status';
export { actionsFor } from './lib/appointment-actions';
// Fetched when first shown (render it inside a Suspense boundary, only while it is open).
export { LazyNoShowDialog as NoShowDialog } from './components/lazy-dialogs';
export { useDoctorDialogs } from './components/use-doctor-dialogs';
export { CheckedInNote } from './components/checked-in-note';

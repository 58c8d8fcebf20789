/** Public surface of the appointments feature (the staff homes change statuses the same way). */
export { useUpdateAppointmentStatus } from './api/use-update-appointment-status';
// Fetched when first shown (render it inside a Suspense boundary, only while it is open).
export { LazyNoShowDialog as NoShowDialog } from './components/lazy-dialogs';
export { CheckedInNote } from './components/checked-in-note';

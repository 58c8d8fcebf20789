/** Public surface of the appointments feature (the staff homes change statuses with the same hook). */
export { useUpdateAppointmentStatus } from './api/use-update-appointment-status';

/** What other features use of appointments: the one place with the `appointments` table's queries. */
export {
  appointmentsRepository,
  patientsOfDoctor,
  type AppointmentFilter,
  type AppointmentRow,
  type AppointmentScope,
} from './appointments.repository';
export { presentAppointment } from './appointments.service';
export { noShowJob } from './no-show.job';

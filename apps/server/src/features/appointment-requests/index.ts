/** What other features use of appointment requests: the one place with the `appointment_requests` table's queries. */
export {
  appointmentRequestsRepository,
  type ApprovalUpdate,
  type RequestRow,
  type RequestScope,
} from './appointment-requests.repository';
export { presentRequest, presentUnitRequest } from './appointment-requests.service';

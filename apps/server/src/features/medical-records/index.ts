/** What other features use of medical records: the one place with the `medical_records` table's queries. */
export { medicalRecordsRepository } from './medical-records.repository';

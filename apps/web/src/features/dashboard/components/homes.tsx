/** One home per user type (spec 01 /dashboard); each lives in its own file. */
export { PatientHome } from './patient-home';
export { DoctorHome } from './doctor-home';
export { ReceptionHome } from './reception-home';
export { HealthDepartmentHome } from './department-home';

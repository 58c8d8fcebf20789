/**
 * GET, POST /api/admin/patients; PUT /api/admin/patients/:id; PATCH /api/admin/patients/:id/status.
 * (DELETE /api/admin/patients/all is in admin-wipe.routes.ts.)
 */
import { adminPatientEndpoints } from '@saude/shared/contract/admin';
import { adminResourceRoutes } from './admin-resources.routes';
import { passwordDetails } from './admin-resources';
import { createPatient, listPatients, setPatientActive, updatePatient } from './admin-patients.service';

export const adminPatientsRoutes = () =>
  adminResourceRoutes({
    endpoints: adminPatientEndpoints,
    resource: {
      name: 'patient',
      target: 'patient',
      create: createPatient,
      update: async (db, id, input) => passwordDetails(await updatePatient(db, id, input)),
      setActive: setPatientActive,
    },
    permission: 'admin:patients',
    answerKey: 'user',
    // The service audits each page: patients' personal and health data.
    list: listPatients,
  });

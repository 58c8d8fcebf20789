/** GET /api/medical-records: the 'Consultas' tab of /medical-records and the department's view. */
import { medicalRecordEndpoints as api } from '@saude/shared/contract/health';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { listMedicalRecords } from './medical-records.service';

export function medicalRecordsRoutes() {
  const app = apiRouter('/api/medical-records');
  on(app, api.list, requirePermission('medical-records:read'), ({ query }, c) =>
    listMedicalRecords(c.var, query.cursor, query.limit),
  );
  return app;
}

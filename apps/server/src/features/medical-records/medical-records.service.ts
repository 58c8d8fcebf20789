/** Record-level access to medical records (spec 01 /medical-records, spec 02 section 6). */
import type { Principal } from '../../http/context';
import { forbidden } from '../../http/errors';
import type { RecordsScope } from './medical-records.repository';

export function recordsScope(p: Principal): RecordsScope {
  if (p.role === 'patient' && p.patientId) return { kind: 'patient', patientId: p.patientId };
  // A doctor's access follows authorship: what they wrote in their own consultations.
  if (p.role === 'doctor' && p.staffId) return { kind: 'author', staffId: p.staffId };
  if (p.role === 'health_department') return { kind: 'all' };
  throw forbidden();
}

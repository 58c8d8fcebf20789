/**
 * The lists each kind of update makes stale. These are the first elements of other features' query
 * keys (invalidation matches prefixes), written here so features need not import each other.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { UpdateKind } from '@saude/shared/schemas/updates';

export const REFRESH_KEYS: Record<UpdateKind, readonly QueryKey[]> = {
  message: [['messages']],
  appointment_approved: [['appointment-requests'], ['appointments']],
  new_exam: [['health', 'exams']],
  new_appointment: [['appointments']],
  new_request: [['hospital', 'requests'], ['appointment-requests']],
  new_report: [
    ['admin', 'reports'],
    ['admin', 'stats'],
  ],
  new_provisional_patient: [['public-authority'], ['admin', 'stats']],
};

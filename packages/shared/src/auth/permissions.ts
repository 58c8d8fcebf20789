import type { Role } from './roles';

/**
 * Every permission an API route can require. Routes name exactly one (or are declared public);
 * the server enforces it, the web app reads the same table only to hide controls.
 */
export const PERMISSIONS = [
  // own identity
  'profile:setup', // complete a profile after signing in with Google
  'profile:read', // GET /api/users/me
  'session:patient',
  'session:staff',
  'session:health_department',
  'session:hospital',
  'session:public_authority',
  'session:pharmacy',
  // patient self-service
  'health-card:read-own',
  'health-card:update-own',
  'access-log:read-own', // who read the patient's health data (decision 038)
  'account:update-own', // a patient's contact data and password
  'data-export:own', // the patient's whole record as a file (LGPD art. 18)
  'appointment-requests:create',
  'appointment-requests:read', // patient: own; department: all
  'appointments:read',
  'appointments:update-status',
  'medical-records:read',
  'vaccinations:read',
  'exams:read',
  'prescriptions:read',
  'prescriptions:issue',
  'prescriptions:dispense',
  'patients:search',
  'patients:allergies', // a patient's allergies and blood type, before prescribing
  'medications:search',
  'cid10:search', // the CID-10 table, for who finishes a visit with its diagnoses
  'reports:create',
  'reports:read-own',
  'reports:read-all',
  'reports:update-status',
  'messages:inbox',
  'messages:send',
  'provisional-patients:create',
  'provisional-patients:read',
  'health-units:read',
  'clinical-records:create',
  'fhir:patient-read', // a patient's whole record as a FHIR R4 Bundle (staff allowed to read it)
  'password-reset:issue', // a one-time code for a person who showed a photo ID at the counter
  // health department administration
  'admin:staff',
  'admin:patients',
  'admin:health-units',
  'admin:hospital-administrators',
  'admin:public-authorities',
  'admin:pharmacies',
  'admin:medical-data',
  'admin:stats',
  'admin:wipe',
  'admin:audit',
  // partner pharmacy
  'pharmacy:dispensings', // the pharmacy's own dispensing record
  // hospital / UBS panel
  'hospital:requests',
  'hospital:doctors',
  'hospital:staff',
  'hospital:patients',
  'hospital:clinical-read',
  'hospital:exams-approve',
  'updates:poll',
  'push:subscribe', // this browser's Web Push subscription (decision 040)
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ADMIN: Permission[] = [
  'session:health_department',
  'admin:staff',
  'admin:patients',
  'admin:health-units',
  'admin:hospital-administrators',
  'admin:public-authorities',
  'admin:pharmacies',
  'admin:medical-data',
  'admin:stats',
  'admin:wipe',
  'admin:audit',
  'reports:read-all',
  'reports:update-status',
  'messages:send',
  'health-units:read',
  'appointments:read',
  'appointment-requests:read',
  'medical-records:read',
  'vaccinations:read',
  'exams:read',
  'fhir:patient-read',
  'updates:poll',
];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  patient: [
    'session:patient',
    'profile:read',
    'health-card:read-own',
    'health-card:update-own',
    'access-log:read-own',
    'account:update-own',
    'data-export:own',
    'appointment-requests:create',
    'appointment-requests:read',
    'appointments:read',
    'appointments:update-status', // their own, to cancel it before its time (decision 037)
    'medical-records:read',
    'vaccinations:read',
    'exams:read',
    'prescriptions:read',
    'reports:create',
    'reports:read-own',
    'messages:inbox',
    'health-units:read',
    'updates:poll',
    'push:subscribe',
  ],
  doctor: [
    'session:staff',
    'profile:read',
    'appointments:read',
    'appointments:update-status',
    'medical-records:read',
    'vaccinations:read',
    'exams:read',
    'prescriptions:read',
    'prescriptions:issue',
    'patients:search',
    'patients:allergies',
    'medications:search',
    'cid10:search',
    'messages:inbox',
    'provisional-patients:create',
    'health-units:read',
    'clinical-records:create',
    'fhir:patient-read',
    'updates:poll',
    'push:subscribe',
  ],
  reception: [
    'session:staff',
    'profile:read',
    'appointments:read',
    'appointments:update-status',
    'messages:inbox',
    'provisional-patients:create',
    'password-reset:issue',
    'health-units:read',
    'updates:poll',
    'push:subscribe',
  ],
  // A health-department member signed in as staff (CPF) has the department's powers.
  health_department: ['profile:read', 'session:staff', ...ADMIN],
  hospital: [
    'session:hospital',
    'hospital:requests',
    'hospital:doctors',
    'hospital:staff',
    'hospital:patients',
    'hospital:clinical-read',
    'hospital:exams-approve',
    'prescriptions:dispense',
    'clinical-records:create',
    'password-reset:issue',
    'health-units:read',
    'updates:poll',
    'push:subscribe',
  ],
  public_authority: [
    'session:public_authority',
    'session:pharmacy',
    'provisional-patients:read',
    'messages:inbox',
    'updates:poll',
    'push:subscribe',
  ],
  pharmacy: ['session:pharmacy', 'prescriptions:dispense', 'pharmacy:dispensings'],
  pending_user: ['profile:read', 'profile:setup'],
};

export function roleHas(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * Of the identities a browser holds (several sessions at once), the one a route acts as: the first
 * whose role has the permission.
 */
export function grantedTo<T extends { role: Role }>(
  holders: readonly T[],
  permission: Permission,
): T | undefined {
  return holders.find((holder) => roleHas(holder.role, permission));
}

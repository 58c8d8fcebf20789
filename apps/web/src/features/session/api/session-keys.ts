export const sessionKeys = {
  all: ['session'] as const,
  main: ['session', 'main'] as const,
  healthDepartment: ['session', 'health_department'] as const,
  hospital: ['session', 'hospital'] as const,
  publicAuthority: ['session', 'public_authority'] as const,
  pharmacy: ['session', 'pharmacy'] as const,
  dispensing: ['session', 'dispensing'] as const,
};

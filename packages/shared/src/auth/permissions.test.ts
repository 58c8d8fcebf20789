import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS, roleHas } from './permissions';
import { ROLES } from './roles';

describe('role -> permission table', () => {
  it('names only known permissions, without repeats', () => {
    for (const role of ROLES) {
      const granted = ROLE_PERMISSIONS[role];
      expect(
        granted.every((p) => (PERMISSIONS as readonly string[]).includes(p)),
        role,
      ).toBe(true);
      expect(new Set(granted).size, role).toBe(granted.length);
    }
  });

  it('keeps a signed-in user without a profile to profile setup only', () => {
    expect([...ROLE_PERMISSIONS.pending_user].sort()).toEqual(['profile:read', 'profile:setup']);
  });

  it('gives administration only to the health department', () => {
    const adminPermissions = PERMISSIONS.filter((p) => p.startsWith('admin:'));
    for (const role of ROLES) {
      for (const p of adminPermissions)
        expect(roleHas(role, p), `${role} ${p}`).toBe(role === 'health_department');
    }
  });

  it('lets only doctors issue prescriptions and only authorities read people without documents', () => {
    expect(ROLES.filter((r) => roleHas(r, 'prescriptions:issue'))).toEqual(['doctor']);
    expect(ROLES.filter((r) => roleHas(r, 'provisional-patients:read'))).toEqual(['public_authority']);
  });
});

import { describe, expect, it } from 'vitest';
import { navItemsFor } from './nav-items';

const paths = (role: Parameters<typeof navItemsFor>[0]) => navItemsFor(role).map((item) => item.to);

describe('side menu by role (spec 01 section 2)', () => {
  it('gives everyone the dashboard first, labelled Painel', () => {
    expect(navItemsFor(null)).toHaveLength(1);
    expect(navItemsFor(null)[0]).toMatchObject({ to: '/dashboard', label: 'Painel' });
  });

  it('lists the patient areas', () => {
    expect(paths('patient')).toEqual([
      '/dashboard',
      '/appointments',
      '/medical-records',
      '/prescriptions',
      '/reports',
    ]);
    expect(navItemsFor('patient').find((i) => i.to === '/reports')?.label).toBe('Foco de Mosquito');
  });

  it('lists the doctor and reception areas', () => {
    expect(paths('doctor')).toEqual(['/dashboard', '/appointments', '/medical-records', '/prescriptions']);
    expect(paths('reception')).toEqual(['/dashboard', '/appointments']);
  });

  it('lists the health department areas', () => {
    expect(paths('health_department')).toEqual([
      '/dashboard',
      '/users-management',
      '/health-units-management',
      '/admin',
    ]);
    expect(navItemsFor('health_department').at(-1)?.label).toBe('Relatórios & Analytics');
  });

  it('gives a user awaiting activation only the dashboard', () => {
    expect(paths('pending_user')).toEqual(['/dashboard']);
  });
});

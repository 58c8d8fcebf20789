import { describe, expect, it } from 'vitest';
import { patientFixture, profileFixture, usersMeFixture } from '@/test/fixtures';
import { evaluateAccess, type AccessRule } from './access';
import { viewerCan } from './permissions';
import {
  landingRedirect,
  mainSessionKinds,
  principalOf,
  viewerFromMain,
  type MainSession,
} from './session-model';

function session(overrides: Partial<MainSession>): MainSession {
  return { patient: null, me: null, principal: null, principalGuessed: false, ...overrides };
}

describe('landing decision', () => {
  it('shows the landing page to visitors', () => {
    expect(landingRedirect(null)).toBeNull();
  });

  it('sends a patient session to the dashboard', () => {
    expect(landingRedirect(session({ patient: patientFixture }))).toBe('/dashboard');
  });

  it('sends a signed-in user without a profile to profile setup', () => {
    const me = {
      principal: 'external' as const,
      profile: null,
      hasProfile: false,
      identity: { name: 'Ana', email: 'ana@x.br' },
    };
    expect(landingRedirect(session({ me, principal: 'external' }))).toBe('/profile-setup');
  });

  it('sends a user with a profile to the dashboard', () => {
    expect(landingRedirect(session({ me: usersMeFixture(), principal: 'staff' }))).toBe('/dashboard');
  });
});

describe('viewer', () => {
  it('takes the patient identity from the patient session first', () => {
    const viewer = viewerFromMain(
      session({ patient: patientFixture, me: usersMeFixture(), principal: 'staff' }),
    );
    expect(viewer).toMatchObject({ kind: 'patient', role: 'patient', name: 'Maria da Silva' });
  });

  it('falls back to the general profile', () => {
    const viewer = viewerFromMain(session({ me: usersMeFixture(), principal: 'staff' }));
    expect(viewer).toMatchObject({ kind: 'staff', role: 'doctor', userType: 'doctor', hasProfile: true });
  });

  it('treats a staff profile awaiting activation as a pending user', () => {
    const me = usersMeFixture({ pendingActivation: true });
    const viewer = viewerFromMain(session({ me, principal: 'external' }));
    expect(viewer).toMatchObject({ role: 'pending_user', pendingActivation: true });
  });

  it('keeps an unknown user type without a role', () => {
    const me = usersMeFixture({ profile: profileFixture({ user_type: 'astronaut' as never }) });
    expect(viewerFromMain(session({ me, principal: 'staff' }))).toMatchObject({
      role: null,
      userType: 'astronaut',
    });
  });
});

describe('session kind and logout', () => {
  it('uses the principal the server declares, else infers or guesses it', () => {
    expect(principalOf({ ...usersMeFixture(), principal: 'health_department' } as never)).toEqual({
      principal: 'health_department',
      guessed: false,
    });
    expect(principalOf(usersMeFixture({ principal: 'external' }))).toEqual({
      principal: 'external',
      guessed: false,
    });
    expect(principalOf(usersMeFixture())).toEqual({ principal: 'staff', guessed: false });
    // An answer without the field (an older server): inferred from the identity, else guessed.
    const legacy = (extra: object) => ({ ...usersMeFixture(), principal: undefined, ...extra }) as never;
    expect(principalOf(legacy({ identity: { name: 'A', email: null } }))).toEqual({
      principal: 'external',
      guessed: false,
    });
    expect(principalOf(legacy({}))).toEqual({ principal: 'staff', guessed: true });
  });

  it('ends every session the main session may hold', () => {
    const deptProfile = usersMeFixture({ profile: profileFixture({ user_type: 'health_department' }) });
    expect(mainSessionKinds(session({ patient: patientFixture }))).toEqual(['patient']);
    expect(mainSessionKinds(session({ me: deptProfile, principal: 'staff' }))).toEqual(['staff']);
    expect(mainSessionKinds(session({ me: usersMeFixture(), principal: 'external' }))).toEqual(['external']);
    expect(
      mainSessionKinds(session({ me: deptProfile, principal: 'staff', principalGuessed: true })),
    ).toEqual(['staff', 'external', 'health_department']);
  });
});

describe('area access', () => {
  const reports: AccessRule = { allow: ['patient'], anonymous: '/login', denied: '/dashboard' };
  const dashboard: AccessRule = { allow: 'profile', anonymous: '/login', denied: '/dashboard' };

  it('sends visitors to the rule’s anonymous target', () => {
    expect(evaluateAccess(null, reports)).toEqual({ allowed: false, redirectTo: '/login' });
  });

  it('sends other user types to the dashboard', () => {
    const doctor = viewerFromMain(session({ me: usersMeFixture(), principal: 'staff' }));
    expect(evaluateAccess(doctor, reports)).toEqual({ allowed: false, redirectTo: '/dashboard' });
    expect(evaluateAccess(doctor, dashboard)).toEqual({ allowed: true });
  });

  it('lets the allowed type in', () => {
    const patient = viewerFromMain(session({ patient: patientFixture }));
    expect(evaluateAccess(patient, reports)).toEqual({ allowed: true });
  });

  it('treats a signed-in user without a profile like a visitor', () => {
    const me = {
      principal: 'external' as const,
      profile: null,
      hasProfile: false,
      identity: { name: null, email: null },
    };
    const viewer = viewerFromMain(session({ me, principal: 'external' }));
    expect(evaluateAccess(viewer, dashboard)).toEqual({ allowed: false, redirectTo: '/login' });
  });
});

describe('hiding controls by permission', () => {
  it('follows the shared role table', () => {
    const patient = viewerFromMain(session({ patient: patientFixture }));
    const doctor = viewerFromMain(session({ me: usersMeFixture(), principal: 'staff' }));
    const pending = viewerFromMain(
      session({ me: usersMeFixture({ pendingActivation: true }), principal: 'external' }),
    );
    expect(viewerCan(patient, 'appointment-requests:create')).toBe(true);
    expect(viewerCan(doctor, 'appointment-requests:create')).toBe(false);
    expect(viewerCan(doctor, 'prescriptions:issue')).toBe(true);
    expect(viewerCan(pending, 'appointments:read')).toBe(false);
    expect(viewerCan(null, 'appointments:read')).toBe(false);
  });
});

/**
 * Who may open a signed-in area page and where everyone else goes (spec 01 section 2 and spec 02
 * section 4). The server enforces access; these rules only spare the user a screen of errors.
 */
import type { Role } from '@saude/shared/auth/roles';
import type { Viewer } from './session-model';

export type AccessRule = {
  /** 'profile': any signed-in user with a profile (the dashboard decides what to show). */
  allow: 'profile' | readonly Role[];
  /** Where a visitor without a session (or without a profile) is sent. */
  anonymous: string;
  /** Where a signed-in user of another type is sent. */
  denied: string;
};

export type AccessDecision = { allowed: true } | { allowed: false; redirectTo: string };

export function evaluateAccess(viewer: Viewer | null, rule: AccessRule): AccessDecision {
  if (!viewer || !viewer.hasProfile) return { allowed: false, redirectTo: rule.anonymous };
  if (rule.allow === 'profile') return { allowed: true };
  if (viewer.role && !viewer.pendingActivation && rule.allow.includes(viewer.role)) return { allowed: true };
  return { allowed: false, redirectTo: rule.denied };
}

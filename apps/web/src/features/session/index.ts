/** Public surface of the session feature: other features and the app import from here only. */
export { AuthProvider, useAuth, type AuthApi } from './components/auth-provider';
export {
  useDispensingSessions,
  useHealthDepartmentSession,
  useHospitalSession,
  useMainSession,
  usePharmacySession,
  usePublicAuthoritySession,
  type MainSessionState,
  type PendingSession,
  type SessionState,
} from './api/use-sessions';
export type { DispensingSessions } from './api/session-api';
export { SessionLoading } from './components/session-loading';
export { sessionKeys } from './api/session-keys';
export {
  landingRedirect,
  mainSessionKinds,
  viewerFromAuthority,
  viewerFromDepartment,
  viewerFromHospital,
  viewerFromMain,
  viewerFromPharmacy,
  type MainSession,
  type SessionKind,
  type UserPrincipal,
  type Viewer,
} from './session-model';
export { LandingGate } from './components/landing-gate';
export { evaluateAccess, type AccessDecision, type AccessRule } from './access';
export { useAreaContext, type AreaContext } from './components/area-context';
export { PendingActivationNotice } from './components/pending-activation-notice';
export { viewerCan } from './permissions';
export { markVisitor, prefetchSession, type SessionCheck } from './api/prefetch-session';
export {
  healthDepartmentSessionQuery,
  hospitalSessionQuery,
  mainSessionQuery,
  publicAuthoritySessionQuery,
} from './api/session-queries';

import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { Role } from '@saude/shared/auth/roles';
import LandingPage from '@/features/landing/pages/landing-page';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchSession, type AccessRule, type SessionCheck } from '@/features/session';
import { RouteErrorScreen } from './errors/route-error-screen';
import { RootLayout } from './root-layout';
import type { AreaHandle } from './shell/area-handle';

/*
 * The landing page is in the first download; every other screen is fetched when first visited,
 * so visitors do not pay for the signed-in areas. The loaders are kept by route so that the boot
 * can start fetching the code of the page being opened before React reaches it (preloadRoute).
 */
const load = {
  systemAccess: () => import('@/features/landing/pages/system-access-page'),
  login: () => import('@/features/auth/pages/login-page'),
  patientRegister: () => import('@/features/auth/pages/patient-register-page'),
  authCallback: () => import('@/features/auth/pages/auth-callback-page'),
  profileSetup: () => import('@/features/auth/pages/profile-setup-page'),
  departmentLogin: () => import('@/features/admin/pages/health-department-login-page'),
  hospitalLogin: () => import('@/features/hospital/pages/hospital-login-page'),
  prescriptionValidation: () =>
    import('@/features/prescription-validation/pages/prescription-validation-page'),
  authorityLogin: () => import('@/features/public-authority/pages/public-authority-login-page'),
  mainArea: () => import('./shell/main-area-layout'),
  departmentArea: () => import('./shell/department-area-layout'),
  dashboard: () => import('@/features/dashboard/pages/dashboard-page'),
  appointments: () => import('@/features/appointments/pages/appointments-page'),
  medicalRecords: () => import('@/features/medical-records/pages/medical-records-page'),
  prescriptions: () => import('@/features/prescriptions/pages/prescriptions-page'),
  reports: () => import('@/features/reports/pages/reports-page'),
  admin: () => import('@/features/admin/pages/admin-page'),
  usersManagement: () => import('@/features/admin/pages/users-management-page'),
  healthUnitsManagement: () => import('@/features/admin/pages/health-units-management-page'),
  hospitalPanel: () => import('@/features/hospital/pages/hospital-panel-page'),
  authorityAccess: () => import('@/features/public-authority/pages/public-authority-access-page'),
  authorityPanel: () => import('@/features/public-authority/pages/public-authority-panel-page'),
  notFound: () => import('./not-found-page'),
};

const SystemAccessPage = lazy(load.systemAccess);
const LoginPage = lazy(load.login);
const PatientRegisterPage = lazy(load.patientRegister);
const AuthCallbackPage = lazy(load.authCallback);
const ProfileSetupPage = lazy(load.profileSetup);
const HealthDepartmentLoginPage = lazy(load.departmentLogin);
const HospitalLoginPage = lazy(load.hospitalLogin);
const PrescriptionValidationPage = lazy(load.prescriptionValidation);
const PublicAuthorityLoginPage = lazy(load.authorityLogin);

const MainAreaLayout = lazy(load.mainArea);
const DepartmentAreaLayout = lazy(load.departmentArea);

const DashboardPage = lazy(load.dashboard);
const AppointmentsPage = lazy(load.appointments);
const MedicalRecordsPage = lazy(load.medicalRecords);
const PrescriptionsPage = lazy(load.prescriptions);
const ReportsPage = lazy(load.reports);

const AdminPage = lazy(load.admin);
const UsersManagementPage = lazy(load.usersManagement);
const HealthUnitsManagementPage = lazy(load.healthUnitsManagement);

const HospitalPanelPage = lazy(load.hospitalPanel);
const PublicAuthorityAccessPage = lazy(load.authorityAccess);
const PublicAuthorityPanelPage = lazy(load.authorityPanel);
const NotFoundPage = lazy(load.notFound);

/** What opening each route needs first: its code (area layout first) and the session it checks. */
const ROUTE_NEEDS: Record<string, { code: (keyof typeof load)[]; session?: SessionCheck }> = {
  '/': { code: [], session: 'main' },
  '/system-access': { code: ['systemAccess'], session: 'main' },
  '/login': { code: ['login'], session: 'main' },
  '/patient-register': { code: ['patientRegister'] },
  '/auth/callback': { code: ['authCallback'] },
  '/profile-setup': { code: ['profileSetup'], session: 'main' },
  '/dashboard': { code: ['mainArea', 'dashboard'], session: 'main' },
  '/appointments': { code: ['mainArea', 'appointments'], session: 'main' },
  '/medical-records': { code: ['mainArea', 'medicalRecords'], session: 'main' },
  '/prescriptions': { code: ['mainArea', 'prescriptions'], session: 'main' },
  '/reports': { code: ['mainArea', 'reports'], session: 'main' },
  '/admin': { code: ['departmentArea', 'admin'], session: 'health_department' },
  '/users-management': { code: ['departmentArea', 'usersManagement'], session: 'health_department' },
  '/health-units-management': {
    code: ['departmentArea', 'healthUnitsManagement'],
    session: 'health_department',
  },
  '/secsaude': { code: ['departmentLogin'] },
  '/hospital-login': { code: ['hospitalLogin'] },
  '/hospital-panel': { code: ['hospitalPanel'], session: 'hospital' },
  '/public-authority-access': { code: ['authorityAccess'] },
  '/public-authority-login': { code: ['authorityLogin'] },
  '/public-authority-panel': { code: ['authorityPanel'], session: 'public_authority' },
  '/validar-receita': { code: ['prescriptionValidation'] },
};

/**
 * Starts what the page at `pathname` needs at once and in parallel: its code and its session check,
 * instead of one after the other as React reaches each lazy component and each guard. A failed
 * download is left to the lazy component, which asks again and shows the error screen.
 */
export function preloadRoute(pathname: string, queryClient: QueryClient): void {
  const needs = ROUTE_NEEDS[pathname.replace(/\/+$/, '') || '/'];
  if (!needs) return;
  for (const name of needs.code) load[name]().catch(() => undefined);
  if (needs.session) prefetchSession(queryClient, needs.session);
}

function area(title: AreaHandle['title'], allow: AccessRule['allow'], anonymous: string): AreaHandle {
  return { title, access: { allow, anonymous, denied: '/dashboard' } };
}

const DEPARTMENT: readonly Role[] = ['health_department'];

/** All 20 routes of the spec (none has parameters), plus a not-found page. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/system-access', element: <SystemAccessPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/patient-register', element: <PatientRegisterPage /> },
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      { path: '/profile-setup', element: <ProfileSetupPage /> },
      {
        element: <MainAreaLayout />,
        children: [
          { path: '/dashboard', element: <DashboardPage />, handle: area('Painel', 'profile', '/login') },
          {
            path: '/appointments',
            element: <AppointmentsPage />,
            handle: area('Consultas', ['patient', 'doctor', 'reception', 'health_department'], '/'),
          },
          {
            path: '/medical-records',
            element: <MedicalRecordsPage />,
            handle: area('Prontuário Médico', ['patient', 'doctor'], '/'),
          },
          {
            path: '/prescriptions',
            element: <PrescriptionsPage />,
            handle: area(
              (v) => (v.role === 'doctor' ? 'Receitas Emitidas' : 'Minhas Receitas'),
              ['patient', 'doctor'],
              '/',
            ),
          },
          {
            path: '/reports',
            element: <ReportsPage />,
            handle: area('Relatórios Ambientais', ['patient'], '/login'),
          },
        ],
      },
      {
        element: <DepartmentAreaLayout />,
        children: [
          {
            path: '/admin',
            element: <AdminPage />,
            handle: area('Painel de Administração - Secretaria de Saúde', DEPARTMENT, '/secsaude'),
          },
          {
            path: '/users-management',
            element: <UsersManagementPage />,
            handle: area('Gerenciamento de Usuários', DEPARTMENT, '/'),
          },
          {
            path: '/health-units-management',
            element: <HealthUnitsManagementPage />,
            handle: area('Gerenciamento de Unidades de Saúde', DEPARTMENT, '/secsaude'),
          },
        ],
      },
      { path: '/secsaude', element: <HealthDepartmentLoginPage /> },
      { path: '/hospital-login', element: <HospitalLoginPage /> },
      { path: '/hospital-panel', element: <HospitalPanelPage /> },
      { path: '/public-authority-access', element: <PublicAuthorityAccessPage /> },
      { path: '/public-authority-login', element: <PublicAuthorityLoginPage /> },
      { path: '/public-authority-panel', element: <PublicAuthorityPanelPage /> },
      { path: '/validar-receita', element: <PrescriptionValidationPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

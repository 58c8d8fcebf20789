import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { Role } from '@saude/shared/auth/roles';
import LandingPage from '@/features/landing/pages/landing-page';
import type { AccessRule } from '@/features/session';
import { RouteErrorScreen } from './errors/route-error-screen';
import { RootLayout } from './root-layout';
import type { AreaHandle } from './shell/area-handle';

/*
 * The landing page is in the first download; every other screen is fetched when first visited,
 * so visitors do not pay for the signed-in areas.
 */
const SystemAccessPage = lazy(() => import('@/features/landing/pages/system-access-page'));
const LoginPage = lazy(() => import('@/features/auth/pages/login-page'));
const PatientRegisterPage = lazy(() => import('@/features/auth/pages/patient-register-page'));
const AuthCallbackPage = lazy(() => import('@/features/auth/pages/auth-callback-page'));
const ProfileSetupPage = lazy(() => import('@/features/auth/pages/profile-setup-page'));
const HealthDepartmentLoginPage = lazy(() => import('@/features/admin/pages/health-department-login-page'));
const HospitalLoginPage = lazy(() => import('@/features/hospital/pages/hospital-login-page'));
const PrescriptionValidationPage = lazy(
  () => import('@/features/prescription-validation/pages/prescription-validation-page'),
);
const PublicAuthorityLoginPage = lazy(
  () => import('@/features/public-authority/pages/public-authority-login-page'),
);

const MainAreaLayout = lazy(() => import('./shell/main-area-layout'));
const DepartmentAreaLayout = lazy(() => import('./shell/department-area-layout'));

const DashboardPage = lazy(() => import('@/features/dashboard/pages/dashboard-page'));
const AppointmentsPage = lazy(() => import('@/features/appointments/pages/appointments-page'));
const MedicalRecordsPage = lazy(() => import('@/features/medical-records/pages/medical-records-page'));
const PrescriptionsPage = lazy(() => import('@/features/prescriptions/pages/prescriptions-page'));
const ReportsPage = lazy(() => import('@/features/reports/pages/reports-page'));

const AdminPage = lazy(() => import('@/features/admin/pages/admin-page'));
const UsersManagementPage = lazy(() => import('@/features/admin/pages/users-management-page'));
const HealthUnitsManagementPage = lazy(() => import('@/features/admin/pages/health-units-management-page'));

const HospitalPanelPage = lazy(() => import('@/features/hospital/pages/hospital-panel-page'));
const PublicAuthorityAccessPage = lazy(
  () => import('@/features/public-authority/pages/public-authority-access-page'),
);
const PublicAuthorityPanelPage = lazy(
  () => import('@/features/public-authority/pages/public-authority-panel-page'),
);
const NotFoundPage = lazy(() => import('./not-found-page'));

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

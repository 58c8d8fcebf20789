/** Public surface of the auth feature (its pages are loaded by the router directly). */
export { UsernameLoginForm } from './components/username-login-form';
export { institutionalLoginErrorMessage } from './api/login-errors';

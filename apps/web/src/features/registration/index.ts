/** Public surface of the registration feature. */
export { RegistrationForm } from './components/registration-form';

/** Public surface of the messages feature. */
export { MessagesBell } from './components/messages-bell';

/** Public surface of the update notifications feature. */
export { UpdatesPoller } from './components/updates-poller';
export { POLL_INTERVAL_KEY } from './poll-interval';

/** Public surface of the offline feature: the app imports from here only. */
export { clearOfflineCache, keepOfflineCache, restoreOfflineCache } from './offline-cache';
export { OfflineBanner } from './offline-banner';
export { useOnline } from './use-online';

/** Public surface of the installable-app feature. */
export { InstallBanner } from './components/install-banner';
export { InstallAppButton } from './components/install-app-button';
export { NotificationBanner, preloadNotificationBanner } from './components/lazy-notification-banner';
export { getInstallPromptStore, useInstallPrompt } from './install-prompt';
export { registerServiceWorker, getServiceWorkerState } from './service-worker';
export { forgetBrowserPush } from './push-subscription';

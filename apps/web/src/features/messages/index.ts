/** Public surface of the messages feature (the authority panel reads the same inbox). */
export { MessagesBell } from './components/messages-bell';
export { unreadCountQuery, useInbox, useUnreadCount } from './api/use-inbox';
export { useMarkMessageRead } from './api/use-mark-message-read';
export { messagesKeys } from './api/messages-keys';
export { unreadPhrase } from './components/message-text';

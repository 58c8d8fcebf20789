export const messagesKeys = {
  inbox: ['messages', 'inbox'] as const,
};

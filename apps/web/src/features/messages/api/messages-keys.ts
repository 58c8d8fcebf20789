/** Query keys of the inbox (the patient's bell and the authority panel read the same list). */
export const messagesKeys = {
  inbox: ['messages', 'inbox'] as const,
};

/**
 * The inbox's answers name the version of the inbox they were read at: the one the update poll's
 * `inbox` carries (docs/decisions/052-bell-counter-rides-on-the-update-poll.md). Apart from the
 * contract, whose modules the web build reduces to their paths when they hold endpoints only.
 */
export const INBOX_VERSION_HEADER = 'X-Inbox-Version';

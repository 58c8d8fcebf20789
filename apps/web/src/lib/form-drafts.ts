/**
 * What a person was typing in a long form, kept in this tab's sessionStorage until it is sent: a
 * reload, a tab the phone's system closed in the background or a lost connection must not cost a
 * patient their request or a doctor their notes. sessionStorage dies with the tab, and sign-out
 * clears every draft (clearDrafts), so the next person on the device never sees them. Storage that
 * throws (private browsing, a full quota) only loses the draft.
 */
const PREFIX = 'saude:rascunho:';

export function readDraft(key: string): Record<string, unknown> | null {
  try {
    const text = window.sessionStorage.getItem(PREFIX + key);
    const value: unknown = text ? JSON.parse(text) : null;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: Record<string, unknown>): void {
  try {
    window.sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // A draft is a convenience.
  }
}

export function removeDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Same as above.
  }
}

/** Every draft of this tab (at sign-out). */
export function clearDrafts(): void {
  try {
    const store = window.sessionStorage;
    for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
  } catch {
    // Same as above.
  }
}

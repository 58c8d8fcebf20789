import { describe, expect, it } from 'vitest';
import { unreadPhrase } from './message-text';

describe('unreadPhrase', () => {
  it('says none in words, and agrees the noun with the count', () => {
    expect(unreadPhrase(0)).toBe('nenhuma não lida');
    expect(unreadPhrase(1)).toBe('1 não lida');
    expect(unreadPhrase(12)).toBe('12 não lidas');
  });
});

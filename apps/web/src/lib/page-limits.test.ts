import { describe, expect, it } from 'vitest';
import { PAGE_MAX } from '@saude/shared/schemas/appointments';
import { PAGE_SIZE_MAX } from '@saude/shared/schemas/health';
import { API_PAGE_MAX } from './page-limits';

describe('page limits', () => {
  it('agree with the API schemas', () => {
    expect(API_PAGE_MAX).toBe(PAGE_MAX);
    expect(API_PAGE_MAX).toBe(PAGE_SIZE_MAX);
  });
});

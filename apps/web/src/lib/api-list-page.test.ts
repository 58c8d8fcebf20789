import { describe, expect, it } from 'vitest';
import { TOTAL_EXACT_HEADER } from '@saude/shared/domain/page-limits';
import { mockApi } from '@/test/mock-api';
import { getPage, totalLabel } from './api-list-page';

const answer = (headers: Record<string, string>) => () =>
  new Response(JSON.stringify([{ id: 1 }]), {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('list pages', () => {
  it('reads the total and whether the server counted them all', async () => {
    mockApi({ 'GET /api/all': answer({ 'X-Total-Count': '42', [TOTAL_EXACT_HEADER]: 'true' }) });
    await expect(getPage('/api/all')).resolves.toEqual({ items: [{ id: 1 }], total: 42, exact: true });
    mockApi({ 'GET /api/many': answer({ 'X-Total-Count': '1000', [TOTAL_EXACT_HEADER]: 'false' }) });
    const capped = await getPage('/api/many');
    expect(capped).toMatchObject({ total: 1000, exact: false });
    expect(totalLabel(capped)).toBe('1.000+');
  });

  it('treats an answer without the header as exact (lists that always count everything)', async () => {
    mockApi({ 'GET /api/few': answer({ 'X-Total-Count': '3' }) });
    const page = await getPage('/api/few');
    expect(page.exact).toBe(true);
    expect(totalLabel(page)).toBe('3');
    expect(totalLabel(undefined)).toBe('0');
    expect(totalLabel({ total: 12345, exact: true })).toBe('12.345');
  });
});

/**
 * Every answer the API tests receive is checked against its endpoint's description (decision 030): a
 * success answered outside its schema (a field missing, renamed, of another type, or not described at
 * all) fails the test that received it.
 */
import { z } from 'zod';
import { API_ENDPOINTS } from '@saude/shared/contract/api';
import { matchEndpoint } from '@saude/shared/contract/endpoint';

export function checkAnswer(method: string, url: string, status: number, body: unknown): void {
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/api/') || status < 200 || status >= 300) return;
  // A route without a description fails the route test (contract.test.ts), not every test that calls it.
  const endpoint = matchEndpoint(API_ENDPOINTS, method, pathname);
  if (!endpoint || endpoint.answer.kind === 'bytes') return;
  const { answer } = endpoint;
  const expected = answer.kind === 'json' ? (answer.status ?? 200) : 200;
  if (status !== expected) {
    throw new Error(`${method} ${pathname} answered ${status}; its description says ${expected}`);
  }
  const schema = answer.kind === 'list' ? z.array(answer.item) : answer.schema;
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(
      `${method} ${pathname} answered outside its description:\n${z.prettifyError(result.error)}`,
    );
  }
}

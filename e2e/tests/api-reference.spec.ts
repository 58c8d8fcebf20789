import { expect, test } from '@playwright/test';

type OpenApi = { paths: Record<string, Record<string, { summary: string }>> };

test('a developer reads the API reference: every route of /api/openapi.json, grouped, with its access', async ({
  page,
  request,
}) => {
  const res = await request.get('/api/openapi.json');
  expect(res.ok()).toBe(true);
  const doc = (await res.json()) as OpenApi;
  const routes = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
  expect(routes).toBeGreaterThan(100);

  await page.goto('/referencia-api');
  await expect(page.getByRole('heading', { level: 1, name: 'Referência da API' })).toBeVisible();
  await expect(page.getByText(`${routes} rotas em`)).toBeVisible();

  // A group link leads to its section; an endpoint shows its path, what it does and who may call it.
  await page.getByRole('link', { name: /^Consultas \(\d+\)$/ }).click();
  const card = page.getByRole('article', { name: 'PATCH /api/appointments/{id}/status' });
  await expect(card.getByText(doc.paths['/api/appointments/{id}/status']!.patch!.summary)).toBeVisible();
  await expect(card.getByText(/Sessão de: .*médico.*recepção/)).toBeVisible();
  await expect(card.getByText('Corpo (JSON)')).toBeVisible();
  await expect(card.getByText('status', { exact: true }).first()).toBeVisible();
});

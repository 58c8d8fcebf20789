import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccessLogEntry } from '@saude/shared/schemas/access-log';
import { patientFixture } from '@/test/fixtures';
import { jsonResponse, listReply, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const patientSession = { 'GET /api/auth/patient/me': { status: 200, body: { patient: patientFixture } } };
const SLOW = { timeout: 12_000 };

const entry = (id: number, extra: Partial<AccessLogEntry> = {}): AccessLogEntry => ({
  id,
  occurred_at: '2026-03-07T17:30:00.000Z',
  actor_name: 'Dra. Helena Prado',
  actor_role: 'Médico',
  actor_unit: 'UBS Vila Nova',
  action: 'medical-records.read',
  what: 'Prontuário',
  ...extra,
});

describe('/quem-acessou-meus-dados', () => {
  it('lists who read what and when, and loads more from the link', async () => {
    const api = mockApi({
      ...patientSession,
      'GET /api/me/access-log': () =>
        listReply([entry(9)], { total: 2, next: '/api/me/access-log?cursor=c1' }),
      'GET /api/me/access-log?cursor=c1': () =>
        listReply([
          entry(4, {
            actor_name: 'Farmácia Popular Centro',
            actor_role: 'Farmácia',
            actor_unit: null,
            action: 'prescription.dispensed',
            what: 'Receita (dispensada na farmácia)',
          }),
        ]),
    });
    renderRoute('/quem-acessou-meus-dados');
    const first = await screen.findByRole('article', { name: /^Prontuário, / }, SLOW);
    expect(first.textContent).toContain('Dra. Helena Prado');
    expect(first.textContent).toContain('Médico');
    expect(first.textContent).toContain('UBS Vila Nova');
    expect(within(first).getByText(/07\/03\/2026/)).toBeTruthy();
    expect(screen.getByText('2 acessos')).toBeTruthy();
    expect(screen.getByText('Mostrando 1 de 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    const second = await screen.findByRole('article', { name: /^Receita \(dispensada na farmácia\), / });
    expect(second.textContent).toContain('Farmácia Popular Centro');
    expect(api.callsTo('GET', '/api/me/access-log?cursor=c1')).toHaveLength(1);
  });

  it('says so when nobody read the data yet', async () => {
    mockApi({ ...patientSession, 'GET /api/me/access-log': () => listReply([]) });
    renderRoute('/quem-acessou-meus-dados');
    expect(await screen.findByText('Ninguém acessou seus dados de saúde ainda', {}, SLOW)).toBeTruthy();
  });

  it('says when the list failed and tries again', async () => {
    let fail = true;
    mockApi({
      ...patientSession,
      'GET /api/me/access-log': () =>
        fail ? jsonResponse(500, { error: 'falha' }) : listReply([entry(1, { actor_name: null })]),
    });
    renderRoute('/quem-acessou-meus-dados');
    expect(
      await screen.findByText('Não foi possível carregar os acessos aos seus dados.', {}, SLOW),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    const row = await screen.findByRole('article', { name: /^Prontuário, / });
    expect(row.textContent).toContain('Conta removida');
  });
});

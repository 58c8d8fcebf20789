import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listReply, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const user = {
  id: 2,
  username: 'policia',
  authority_name: 'Delegacia Central',
  authority_type: 'police',
  contact_email: null,
  contact_phone: null,
  is_active: true,
};
const longText = 'A'.repeat(120);
const people = [
  {
    id: 1,
    provisional_id: 'PROV-0001',
    photo_url: null,
    approximate_age: 9,
    gender: 'feminino',
    physical_description: 'Cabelo castanho',
    registration_location: 'UBS Centro',
    registration_date: '2025-03-07 12:00:00',
    registered_by_name: 'Dra. Paula',
  },
];
const alert = {
  id: 5,
  title: 'Alerta',
  message_text: longText,
  is_read: false,
  read_at: null,
  created_at: '2025-03-07T12:00:00Z',
  sender_name: 'x',
};
const PEOPLE = '/api/public-authority/provisional-patients';

describe('/public-authority-panel', () => {
  it('shows counters and the list, filters by age group, and opening a message marks it read', async () => {
    let unread = 12;
    const api = mockApi({
      'GET /api/public-authority/me': { status: 200, body: { user } },
      'GET /api/messages/inbox?limit=20': () => listReply([alert], { total: 40 }),
      // The unread counter is the server's (12), not the unread rows of the page shown (1).
      'GET /api/messages/inbox?unread=1&limit=1': () => listReply([alert], { total: unread }),
      'PATCH /api/messages/5/read': () => {
        unread = 11;
        return { status: 200, body: { id: 5, is_read: true, read_at: '2025-03-08T10:00:00Z' } };
      },
      'GET /api/public-authority/summary': {
        status: 200,
        body: { total: 3, last_7_days: 2, under_18: 1, female: 1 },
      },
      [`GET ${PEOPLE}`]: () => listReply(people, { total: 3 }),
      [`GET ${PEOPLE}?age_group=child`]: () => listReply(people, { total: 1 }),
    });
    renderRoute('/public-authority-panel');
    expect(await screen.findByText('PROV-0001', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('3 registros encontrados')).toBeTruthy();
    expect(screen.getByText('Últimos 7 dias')).toBeTruthy();
    expect(screen.getByText('Secretaria de Saúde')).toBeTruthy();
    expect(screen.getByText(`${'A'.repeat(100)}...`)).toBeTruthy();
    expect(await screen.findByText('12 não lidas')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Faixa etária'), { target: { value: 'child' } });
    expect(await screen.findByText('1 registro encontrado')).toBeTruthy();
    expect(api.callsTo('GET', `${PEOPLE}?age_group=child`)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: /Alerta/ }));
    // The whole text, in the dialog (its code fetched at this first opening).
    expect(within(await screen.findByRole('dialog')).getByText(longText)).toBeTruthy();
    expect(await screen.findByText('11 não lidas')).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/messages/5/read')).toHaveLength(1);
  });

  it('reaches every person with "Carregar mais" inside the list area, and searches after a pause', async () => {
    const person = (id: number) => ({ ...people[0], id, provisional_id: `PROV-${id}` });
    const api = mockApi({
      'GET /api/public-authority/me': { status: 200, body: { user } },
      'GET /api/messages/inbox?limit=20': () => listReply([]),
      'GET /api/messages/inbox?unread=1&limit=1': () => listReply([]),
      'GET /api/public-authority/summary': {
        status: 200,
        body: { total: 2, last_7_days: 0, under_18: 0, female: 2 },
      },
      [`GET ${PEOPLE}`]: () => listReply([person(2)], { total: 2, next: `${PEOPLE}?cursor=abc` }),
      [`GET ${PEOPLE}?cursor=abc`]: () => listReply([person(1)], { total: 2 }),
      [`GET ${PEOPLE}?q=tatuagem`]: () => listReply([person(1)], { total: 1 }),
    });
    renderRoute('/public-authority-panel');
    const area = await screen.findByRole(
      'region',
      { name: 'Lista de pessoas sem documentos' },
      { timeout: 5000 },
    );
    expect(await within(area).findByText('PROV-2')).toBeTruthy();
    fireEvent.click(within(area).getByRole('button', { name: 'Carregar mais' }));
    expect(await within(area).findByText('PROV-1')).toBeTruthy();
    expect(within(area).queryByRole('button', { name: 'Carregar mais' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'tatu' } });
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'tatuagem' } });
    expect(await screen.findByText('1 registro encontrado')).toBeTruthy();
    // Typing did not ask the server on every key.
    expect(api.calls.filter((c) => c.url.includes('q='))).toHaveLength(1);
  });

  it('sends the user to the authority login when the session is gone', async () => {
    mockApi({});
    const { router } = renderRoute('/public-authority-panel');
    await waitFor(() => expect(router.state.location.pathname).toBe('/public-authority-login'));
  });
});

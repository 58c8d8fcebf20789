import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
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
const page = (items: unknown[]) => () =>
  new Response(JSON.stringify(items), { status: 200, headers: { 'X-Total-Count': String(items.length) } });

describe('/public-authority-panel', () => {
  it('shows counters and the list, filters by age group, and opening a message marks it read', async () => {
    const api = mockApi({
      'GET /api/public-authority/me': { status: 200, body: { user } },
      'GET /api/messages/inbox': {
        status: 200,
        body: [
          {
            id: 5,
            title: 'Alerta',
            message_text: longText,
            is_read: false,
            read_at: null,
            created_at: '2025-03-07T12:00:00Z',
            sender_name: 'x',
          },
        ],
      },
      'PATCH /api/messages/5/read': {
        status: 200,
        body: { id: 5, is_read: true, read_at: '2025-03-08T10:00:00Z' },
      },
      'GET /api/public-authority/summary': {
        status: 200,
        body: { total: 3, last_7_days: 2, under_18: 1, female: 1 },
      },
      'GET /api/public-authority/provisional-patients?limit=500': page(people),
      'GET /api/public-authority/provisional-patients?age_group=child&limit=500': page(people),
    });
    renderRoute('/public-authority-panel');
    expect(await screen.findByText('PROV-0001', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Últimos 7 dias')).toBeTruthy();
    expect(screen.getByText('Secretaria de Saúde')).toBeTruthy();
    expect(screen.getByText(`${'A'.repeat(100)}...`)).toBeTruthy();
    expect(screen.getByText('1 não lida')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Faixa etária'), { target: { value: 'child' } });
    await waitFor(() =>
      expect(
        api.callsTo('GET', '/api/public-authority/provisional-patients?age_group=child&limit=500'),
      ).toHaveLength(1),
    );

    fireEvent.click(screen.getByRole('button', { name: /Alerta/ }));
    expect(await screen.findByText('0 não lidas')).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/messages/5/read')).toHaveLength(1);
  });

  it('sends the user to the authority login when the session is gone', async () => {
    mockApi({});
    const { router } = renderRoute('/public-authority-panel');
    await waitFor(() => expect(router.state.location.pathname).toBe('/public-authority-login'));
  });
});

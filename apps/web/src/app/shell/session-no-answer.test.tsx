import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { patientFixture } from '@/test/fixtures';
import { renderRoute } from '@/test/render-route';

describe('a session check that gets no answer (decision 062)', () => {
  it('is tried again, then says so with a way to retry, instead of sending a signed-in person to the login', async () => {
    let signal = false;
    const api = mockApi({
      'GET /api/session': () => {
        if (!signal) throw new TypeError('Failed to fetch');
        return { status: 401, body: { error: 'Não autenticado' } };
      },
      'GET /api/auth/patient/me': { status: 200, body: { patient: patientFixture } },
    });
    const { router } = renderRoute('/dashboard');
    expect(await screen.findByText(/O servidor não respondeu/, {}, { timeout: 8000 })).toBeTruthy();
    // Asked three times in all (two retries), and never taken for "nobody is signed in".
    expect(api.callsTo('GET', '/api/session')).toHaveLength(3);
    expect(router.state.location.pathname).toBe('/dashboard');

    signal = true;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Olá, Maria!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  }, 15_000);
});

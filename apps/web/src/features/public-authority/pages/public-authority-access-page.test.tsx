import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const demoAccounts = {
  password: 'demo123',
  patients: [],
  staff: [],
  healthDepartment: [],
  hospitals: [],
  authorities: [
    { username: 'policia', authority_type: 'police', authority_name: 'Polícia Civil' },
    { username: 'conselho', authority_type: 'child_protection', authority_name: 'Conselho Tutelar' },
  ],
};

function config(demo: boolean) {
  return {
    status: 200,
    body: {
      demo,
      googleEnabled: false,
      contact: { email: null, phone: null },
      demoAccounts: demo ? demoAccounts : null,
    },
  };
}

describe('/public-authority-access', () => {
  it('shows the test credentials only in demo mode', async () => {
    mockApi({ 'GET /api/public/config': config(true) });
    renderRoute('/public-authority-access');
    expect(await screen.findByText('Credenciais de teste')).toBeTruthy();
    expect(screen.getByText('policia')).toBeTruthy();
    expect(screen.getByText('demo123')).toBeTruthy();
  });

  it('hides them outside demo mode and links to the login', async () => {
    mockApi({ 'GET /api/public/config': config(false) });
    renderRoute('/public-authority-access');
    const login = await screen.findByRole('link', { name: /Entrar na área restrita/ });
    expect(login.getAttribute('href')).toBe('/public-authority-login');
    expect(screen.queryByText('Credenciais de teste')).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar ao sistema de saúde' }).getAttribute('href')).toBe('/');
  });
});

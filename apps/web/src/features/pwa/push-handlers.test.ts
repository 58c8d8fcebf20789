import { describe, expect, it, vi } from 'vitest';
import { openNotice, readNotice, sameOriginPath, showNotice } from './push-handlers';

const notice = {
  title: 'Consulta aprovada',
  body: 'Consulta marcada para 10/03',
  url: '/appointments',
  tag: 'a-1',
};

describe('the service worker on a push', () => {
  it('shows the payload as sent, opening its screen on click', async () => {
    const showNotification = vi.fn(async () => {});
    await showNotice({ showNotification }, readNotice(JSON.stringify(notice)));
    expect(showNotification).toHaveBeenCalledWith('Consulta aprovada', {
      body: 'Consulta marcada para 10/03',
      tag: 'a-1',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'pt-BR',
      data: { url: '/appointments' },
    });
  });

  it('shows a plain notice for a push it cannot read, and never a link to another site', () => {
    for (const text of [null, '', 'não é json', '{"title":1}']) {
      expect(readNotice(text)).toMatchObject({ title: 'Saúde Digital Municipal', url: '/' });
    }
    expect(readNotice(JSON.stringify({ ...notice, url: 'https://golpe.example/' })).url).toBe('/');
    expect(sameOriginPath('//golpe.example/x')).toBe('/');
    expect(sameOriginPath('/dashboard')).toBe('/dashboard');
  });
});

describe('the service worker on a notification click', () => {
  const origin = 'https://saude.example';
  const windowAt = (url: string) => ({
    url,
    focus: vi.fn(async () => {}),
    navigate: vi.fn(async (): Promise<null> => null),
  });

  it('focuses an open window of the app and takes it to the screen', async () => {
    const other = windowAt('https://outro.example/');
    const mine = windowAt(`${origin}/dashboard`);
    const openWindow = vi.fn(async () => {});
    await openNotice({ matchAll: async () => [other, mine], openWindow }, origin, { url: '/appointments' });
    expect(mine.focus).toHaveBeenCalled();
    expect(mine.navigate).toHaveBeenCalledWith(`${origin}/appointments`);
    expect(other.focus).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when the open one cannot be moved', async () => {
    const uncontrolled = windowAt(`${origin}/dashboard`);
    uncontrolled.navigate.mockRejectedValue(new TypeError('not controlled'));
    const openWindow = vi.fn(async () => {});
    await openNotice({ matchAll: async () => [uncontrolled], openWindow }, origin, { url: '/appointments' });
    expect(openWindow).toHaveBeenCalledWith(`${origin}/appointments`);
  });

  it('opens a window at the screen when none is open', async () => {
    const openWindow = vi.fn(async () => {});
    await openNotice({ matchAll: async () => [], openWindow }, origin, { url: '/hospital-panel' });
    expect(openWindow).toHaveBeenCalledWith(`${origin}/hospital-panel`);
  });
});

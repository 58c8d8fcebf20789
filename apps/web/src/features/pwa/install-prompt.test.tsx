import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallBanner } from './components/install-banner';
import { INSTALL_DISMISSED_KEY, createInstallPromptStore } from './install-prompt';

function fakeWindow(standalone = false) {
  const target = new EventTarget() as EventTarget & Window;
  Object.assign(target, {
    matchMedia: () => ({ matches: standalone }),
    navigator: {},
  });
  return target;
}

function offerInstall(win: EventTarget, outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => {
    win.dispatchEvent(event);
  });
  return { event, prompt };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('install banner', () => {
  it('stays hidden until the browser offers installation', () => {
    const store = createInstallPromptStore(fakeWindow());
    store.start();
    render(<InstallBanner store={store} />);
    expect(screen.queryByText('Instale o App no seu Celular')).toBeNull();
  });

  it('stays hidden when the app already runs installed', () => {
    const win = fakeWindow(true);
    const store = createInstallPromptStore(win);
    store.start();
    render(<InstallBanner store={store} />);
    offerInstall(win);
    expect(screen.queryByText('Instale o App no seu Celular')).toBeNull();
  });

  it("is dismissed with 'Agora não' and remembers it", () => {
    const win = fakeWindow();
    const store = createInstallPromptStore(win);
    store.start();
    render(<InstallBanner store={store} />);
    const { event } = offerInstall(win);
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByText('Instale o App no seu Celular')).toBeTruthy();
    expect(screen.getByText('Acesso offline')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Agora não' }));
    expect(screen.queryByText('Instale o App no seu Celular')).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1');

    // A later visit starts dismissed.
    const next = createInstallPromptStore(win);
    expect(next.getSnapshot().dismissed).toBe(true);
  });

  it('installs, says so, and closes itself after 2 s', async () => {
    vi.useFakeTimers();
    const win = fakeWindow();
    const store = createInstallPromptStore(win);
    store.start();
    render(<InstallBanner store={store} />);
    const { prompt } = offerInstall(win);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Instalar App' }));
    });
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.getByText('App instalado com sucesso!')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByText('App instalado com sucesso!')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('App instalado com sucesso!')).toBeNull();
  });

  it('hides when the user declines in the browser dialog', async () => {
    const win = fakeWindow();
    const store = createInstallPromptStore(win);
    store.start();
    render(<InstallBanner store={store} />);
    offerInstall(win, 'dismissed');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Instalar App' }));
    });
    expect(screen.queryByText('Instale o App no seu Celular')).toBeNull();
    expect(store.getSnapshot().canInstall).toBe(false);
  });
});

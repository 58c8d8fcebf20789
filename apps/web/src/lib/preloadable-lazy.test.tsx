import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog, preloadAll, preloadableLazy, preloadOnIntent, WithCode } from './preloadable-lazy';

const Greeting = ({ name }: { name: string }) => <p>Olá, {name}</p>;

describe('preloadableLazy', () => {
  it('suspends before its code has arrived, like React.lazy', async () => {
    const { Component } = preloadableLazy(() => Promise.resolve(Greeting));
    render(
      <Suspense fallback={<p>Carregando...</p>}>
        <Component name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Carregando...')).toBeTruthy();
    expect(await screen.findByText('Olá, Ana')).toBeTruthy();
  });

  it('renders at once, without its fallback, once preloaded; the code is asked for once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Component, preload } = preloadableLazy(load);
    await Promise.all([preload(), preload()]);
    render(
      <Suspense fallback={<p>Carregando...</p>}>
        <Component name="Bia" />
      </Suspense>,
    );
    expect(screen.getByText('Olá, Bia')).toBeTruthy();
    expect(screen.queryByText('Carregando...')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Greeting);
    const { Component, preload } = preloadableLazy(load);
    await expect(preload()).rejects.toThrow('offline');
    await act(() => preload());
    render(<Component name="Caio" />);
    expect(screen.getByText('Olá, Caio')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

/** A download that ends when the test says so (`arrive`). */
function codeOnItsWay() {
  let arrive: () => void = () => {};
  const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = () => resolve(Greeting))));
  return { load, arrive: () => arrive() };
}

/** Every text the page showed, in order: a fallback drawn for an instant is caught too. */
function recordTexts() {
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('WithCode', () => {
  it('shows its fallback until the code arrives, then the component, without ever suspending', async () => {
    const { load, arrive } = codeOnItsWay();
    const code = preloadableLazy(load);
    const texts = recordTexts();
    try {
      render(
        <Suspense fallback={<p>suspenso</p>}>
          <WithCode code={code} fallback={<p>Carregando...</p>}>
            <code.Component name="Davi" />
          </WithCode>
        </Suspense>,
      );
      expect(screen.getByText('Carregando...')).toBeTruthy();
      expect(load).toHaveBeenCalledOnce();
      await act(async () => arrive());
      expect(screen.getByText('Olá, Davi')).toBeTruthy();
      expect(texts.seen.some((text) => text.includes('suspenso'))).toBe(false);
    } finally {
      texts.stop();
    }
  });

  it('shows the component at once when its code is here', async () => {
    const code = preloadableLazy(() => Promise.resolve(Greeting));
    await code.preload();
    render(
      <WithCode code={code} fallback={<p>Carregando...</p>}>
        <code.Component name="Eva" />
      </WithCode>,
    );
    expect(screen.getByText('Olá, Eva')).toBeTruthy();
  });

  it('after a failed download, leaves the component to ask again', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Greeting);
    const code = preloadableLazy(load);
    render(
      <Suspense fallback={<p>suspenso</p>}>
        <WithCode code={code} fallback={<p>Carregando...</p>}>
          <code.Component name="Fábio" />
        </WithCode>
      </Suspense>,
    );
    expect(await screen.findByText('Olá, Fábio')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadOnIntent', () => {
  it('asks for the code once a person points at, touches or focuses into the element, and only once', async () => {
    for (const reach of [fireEvent.pointerOver, fireEvent.touchStart, fireEvent.focus]) {
      const load = vi.fn(() => Promise.resolve(Greeting));
      const code = preloadableLazy(load);
      render(
        <ul {...preloadOnIntent([code])}>
          <li>
            <button type="button">Aprovar</button>
          </li>
        </ul>,
      );
      const button = screen.getAllByRole('button', { name: 'Aprovar' }).at(-1)!;
      expect(load).not.toHaveBeenCalled();
      reach(button);
      reach(button);
      expect(load).toHaveBeenCalledOnce();
      await act(async () => {});
      expect(code.isLoaded()).toBe(true);
    }
  });
});

describe('lazyDialog', () => {
  it('opened before its code has come, draws nothing, asks for the code, then shows without suspending', async () => {
    const { load, arrive } = codeOnItsWay();
    const Dialog = lazyDialog(load);
    const texts = recordTexts();
    try {
      render(
        <Suspense fallback={<p>suspenso</p>}>
          <p>Agenda</p>
          <Dialog name="Gil" />
        </Suspense>,
      );
      expect(load).toHaveBeenCalledOnce();
      expect(screen.getByText('Agenda')).toBeTruthy();
      await act(async () => arrive());
      expect(screen.getByText('Olá, Gil')).toBeTruthy();
      expect(texts.seen.some((text) => text.includes('suspenso'))).toBe(false);
    } finally {
      texts.stop();
    }
  });

  it('shows in the same render once its code has been asked for ahead', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Dialog = lazyDialog(load);
    expect(Dialog.isLoaded()).toBe(false);
    await Dialog.preload();
    render(<Dialog name="Hugo" />);
    expect(screen.getByText('Olá, Hugo')).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
  });
});

describe('preloadAll', () => {
  it('asks for each code without throwing on a failed download, which is asked for again later', async () => {
    const failing = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Greeting);
    const offline = preloadableLazy(failing);
    const online = preloadableLazy(() => Promise.resolve(Greeting));
    preloadAll([offline, online]);
    await act(async () => {});
    expect(online.isLoaded()).toBe(true);
    expect(offline.isLoaded()).toBe(false);
    preloadAll([offline]);
    await act(async () => {});
    expect(offline.isLoaded()).toBe(true);
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

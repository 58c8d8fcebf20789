import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy, preloadOnIntent, useOpenWhenLoaded } from './preloadable-lazy';

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

describe('useOpenWhenLoaded', () => {
  /** A tab's code that arrives when the test says so. */
  function slowCode() {
    let arrive: () => void = () => {};
    const { preload, isLoaded } = preloadableLazy(
      () => new Promise<typeof Greeting>((resolve) => (arrive = () => resolve(Greeting))),
    );
    return { code: { preload, isLoaded }, arrive: () => act(async () => arrive()) };
  }

  it('shows a screen whose code is here at once', async () => {
    const { preload, isLoaded } = preloadableLazy(() => Promise.resolve(Greeting));
    await preload();
    const { result } = renderHook(() => useOpenWhenLoaded());
    const show = vi.fn();
    result.current({ preload, isLoaded }, show);
    expect(show).toHaveBeenCalledOnce();
    result.current(undefined, show);
    expect(show).toHaveBeenCalledTimes(2);
  });

  it('shows a screen when its code arrives, and never twice', async () => {
    vi.useFakeTimers();
    try {
      const { code, arrive } = slowCode();
      const { result } = renderHook(() => useOpenWhenLoaded());
      const show = vi.fn();
      result.current(code, show);
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(show).not.toHaveBeenCalled();
      await arrive();
      expect(show).toHaveBeenCalledOnce();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(show).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the screen (on its fallback) after 250 ms when the code is slower', async () => {
    vi.useFakeTimers();
    try {
      const { code, arrive } = slowCode();
      const { result } = renderHook(() => useOpenWhenLoaded());
      const show = vi.fn();
      result.current(code, show);
      await act(() => vi.advanceTimersByTimeAsync(249));
      expect(show).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(show).toHaveBeenCalledOnce();
      await arrive();
      expect(show).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a pending screen when another is chosen meanwhile, or when the page goes', async () => {
    const first = slowCode();
    const { result, unmount } = renderHook(() => useOpenWhenLoaded());
    const showFirst = vi.fn();
    const showSecond = vi.fn();
    result.current(first.code, showFirst);
    result.current(undefined, showSecond);
    expect(showSecond).toHaveBeenCalledOnce();
    await first.arrive();
    expect(showFirst).not.toHaveBeenCalled();

    const third = slowCode();
    const showThird = vi.fn();
    result.current(third.code, showThird);
    unmount();
    await third.arrive();
    expect(showThird).not.toHaveBeenCalled();
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

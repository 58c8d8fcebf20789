import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WhenNearViewport } from './when-near-viewport';

/** The browser's observer, driven by the test: `enter()` says the box came near the screen. */
class TestObserver {
  static last: TestObserver | null = null;
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestObserver.last = this;
  }
  observe() {}
  disconnect() {}
  enter() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

const original = globalThis.IntersectionObserver;
afterEach(() => {
  globalThis.IntersectionObserver = original;
});

describe('WhenNearViewport', () => {
  it('shows its placeholder until the box nears the screen, then its children', () => {
    globalThis.IntersectionObserver = TestObserver as unknown as typeof IntersectionObserver;
    render(
      <WhenNearViewport placeholder={<p>Carregando gráfico...</p>}>
        <p>Gráfico</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('Carregando gráfico...')).toBeTruthy();
    expect(screen.queryByText('Gráfico')).toBeNull();
    act(() => TestObserver.last?.enter());
    expect(screen.getByText('Gráfico')).toBeTruthy();
    expect(screen.queryByText('Carregando gráfico...')).toBeNull();
  });
});

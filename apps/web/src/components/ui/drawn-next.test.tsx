import { act, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { DrawnNext } from './drawn-next';

/** Notes what the document shows when it is first on screen. */
function Top({ seen }: { seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(document.body.textContent ?? '');
  }, [seen]);
  return <h2>Olá, Maria!</h2>;
}

describe('DrawnNext', () => {
  it('puts what is above it on screen first, and its children in the next pass', async () => {
    const seen: string[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <>
          <Top seen={seen} />
          <DrawnNext>
            <p>Minhas receitas</p>
          </DrawnNext>
        </>,
      );
    });
    // The greeting's first commit had no body; the body came after it, with the greeting still first.
    expect(seen).toEqual(['Olá, Maria!']);
    expect(container.textContent).toBe('Olá, Maria!Minhas receitas');
    act(() => root.unmount());
    container.remove();
  });
});

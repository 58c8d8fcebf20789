import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlaceBars, StatusDonut, type StatusSlice } from './reports-chart-drawings';

const slices = (pending: number, investigating: number, resolved: number): StatusSlice[] => [
  { status: 'pending', name: 'Pendente', value: pending },
  { status: 'investigating', name: 'Investigando', value: investigating },
  { status: 'resolved', name: 'Resolvido', value: resolved },
];

/** Each arc of the ring as [its length, where it starts], in the ring's units. */
function arcs(container: HTMLElement) {
  return [...container.querySelectorAll('circle')].map((c) => {
    const [length] = (c.getAttribute('stroke-dasharray') ?? '').split(' ').map(Number);
    return [length, -Number(c.getAttribute('stroke-dashoffset'))];
  });
}

describe('StatusDonut', () => {
  it('gives each status its share of the ring, one after the other, and the total in the middle', () => {
    const { container } = render(<StatusDonut data={slices(1_000, 1_000, 2_000)} />);
    const ring = 2 * Math.PI * 60;
    const drawn = arcs(container);
    expect(drawn).toHaveLength(3);
    const expected = [
      [ring / 4, 0],
      [ring / 4, ring / 4],
      [ring / 2, ring / 2],
    ];
    drawn.forEach(([length, start], i) => {
      expect(length).toBeCloseTo(expected[i]![0]!, 6);
      expect(start).toBeCloseTo(expected[i]![1]!, 6);
    });
    expect(screen.getByText('4.000')).toBeTruthy();
    expect(screen.getByText('relatórios')).toBeTruthy();
  });

  it('draws empty arcs, not broken ones, when there is no report', () => {
    const { container } = render(<StatusDonut data={slices(0, 0, 0)} />);
    expect(
      arcs(container)
        .flat()
        .every((n) => n === 0),
    ).toBe(true);
  });
});

describe('PlaceBars', () => {
  it("draws each neighbourhood's bar as its share of the most reported one, with its count", () => {
    render(
      <PlaceBars
        data={[
          { neighborhood: 'Centro', count: 7_326 },
          { neighborhood: 'Jardim América', count: 3_663 },
        ]}
      />,
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['Centro7.326', 'Jardim América3.663']);
    const widths = rows.map((r) => (r.querySelector('[style]') as HTMLElement).style.width);
    expect(widths).toEqual(['100%', '50%']);
    // A long name is cut on screen, and whole when pointed at.
    expect(screen.getByTitle('Jardim América')).toBeTruthy();
  });
});

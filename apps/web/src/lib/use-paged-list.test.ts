import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { updateListItems, type PagedData } from './use-paged-list';

type Row = { id: number; status: string };

const listed = (items: Row[], total: number, exact: boolean): PagedData<Row> => ({
  pages: [{ items, next: null, total, exact }],
  pageParams: ['x'],
});

describe('updateListItems', () => {
  it("changes the rows in every loaded list, told each list's path, and removes those it drops", () => {
    const client = new QueryClient();
    const rows = [
      { id: 1, status: 'pending' },
      { id: 2, status: 'pending' },
    ];
    client.setQueryData(['reports', '/api/reports'], listed(rows, 2, true));
    client.setQueryData(['reports', '/api/reports?status=pending'], listed(rows, 1500, false));
    const paths: string[] = [];

    updateListItems<Row>(client, ['reports'], (row, path) => {
      paths.push(path);
      if (row.id !== 1) return row;
      return path.includes('status=pending') ? null : { ...row, status: 'resolved' };
    });

    expect(new Set(paths)).toEqual(new Set(['/api/reports', '/api/reports?status=pending']));
    const all = client.getQueryData<PagedData<Row>>(['reports', '/api/reports'])!.pages[0]!;
    expect(all.items).toEqual([{ id: 1, status: 'resolved' }, rows[1]]);
    expect(all.total).toBe(2);
    const pending = client.getQueryData<PagedData<Row>>(['reports', '/api/reports?status=pending'])!
      .pages[0]!;
    expect(pending.items).toEqual([rows[1]]);
    // "1.500+" less one is still a lower bound of 1 500, not "1.499+".
    expect(pending.total).toBe(1500);
  });

  it('counts a removed row off an exact total', () => {
    const client = new QueryClient();
    client.setQueryData(['reports', '/api/reports'], listed([{ id: 1, status: 'pending' }], 7, true));
    updateListItems<Row>(client, ['reports'], () => null);
    expect(client.getQueryData<PagedData<Row>>(['reports', '/api/reports'])!.pages[0]!.total).toBe(6);
  });
});

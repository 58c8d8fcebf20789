import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listReply, mockApi } from '@/test/mock-api';
import { ADMIN_TAB_CODE, adminTabCode } from '../components/admin-tab-code';
import { prefetchAdminPage } from './prefetch-department-pages';

const department = { user: { id: 1, username: 'admin', full_name: 'Ana Gestora', is_active: true } };
const STATS = '/api/admin/stats';
const PHARMACIES = '/api/admin/pharmacies';

/** The department signed in, the overview's figures and the pharmacies' first page. */
const departmentApi = () =>
  mockApi({
    'GET /api/health-department/me': { status: 200, body: department },
    [`GET ${STATS}`]: { status: 200, body: {} },
    [`GET ${PHARMACIES}`]: () => listReply([]),
  });
const lazyTabsLoaded = () => Object.values(ADMIN_TAB_CODE).filter((code) => code.isLoaded()).length;

describe('prefetchAdminPage (the boot of /admin)', () => {
  it("on the overview asks for its figures and no tab's code", async () => {
    const api = departmentApi();
    await prefetchAdminPage(new QueryClient(), new URLSearchParams());
    expect(api.callsTo('GET', STATS)).toHaveLength(1);
    expect(lazyTabsLoaded()).toBe(0);
  });

  it('takes a tab it does not know for the overview', async () => {
    const api = departmentApi();
    await prefetchAdminPage(new QueryClient(), new URLSearchParams('aba=constructor'));
    expect(api.callsTo('GET', STATS)).toHaveLength(1);
    expect(lazyTabsLoaded()).toBe(0);
  });

  it("on a tab named in the address asks for that tab's code with its first page, not the overview's figures", async () => {
    const api = departmentApi();
    await prefetchAdminPage(new QueryClient(), new URLSearchParams('aba=pharmacies'));
    expect(adminTabCode('pharmacies')?.isLoaded()).toBe(true);
    expect(lazyTabsLoaded()).toBe(1);
    expect(api.callsTo('GET', PHARMACIES)).toHaveLength(1);
    expect(api.callsTo('GET', STATS)).toHaveLength(0);
  });
});

/** What the admin screens' tests share: the signed-in department and the wait for the lazy panel. */

export const department = {
  user: {
    id: 1,
    username: 'admin',
    full_name: 'Ana Gestora',
    is_active: true,
    created_at: '',
    updated_at: '',
  },
};

/** The department signed in: the admin pages load it first. */
export const signedInDepartment = { 'GET /api/health-department/me': { status: 200, body: department } };

/** The admin panel's code is fetched on first visit (lazy route): the first find waits longer. */
export const SLOW = { timeout: 8000 };

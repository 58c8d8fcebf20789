import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// Pages are lazily loaded chunks: on a busy 2-core machine the first render can take seconds, so
// waiting for an element gets more than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => {
  // jsdom has no layout: the router's scroll restoration only needs the call to exist.
  window.scrollTo = () => {};
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // Form drafts (lib/form-drafts.ts) live here: one test's typing must not fill the next one's form.
  window.sessionStorage.clear();
});

import { useMatches } from 'react-router';
import { isAreaHandle, type AreaHandle } from './area-handle';

/** The handle of the deepest matched route that declares one (the page being shown). */
export function useAreaHandle(): AreaHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isAreaHandle(handle)) return handle;
  }
  throw new Error('Area route without an access handle');
}

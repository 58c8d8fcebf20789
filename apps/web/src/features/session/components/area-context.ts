import { useOutletContext } from 'react-router';
import type { MainSession, Viewer } from '../session-model';

/**
 * What the signed-in area layouts hand to their pages: the viewer whose access was already
 * checked, and the main session when the page belongs to the main area.
 */
export type AreaContext = { viewer: Viewer; session?: MainSession };

export function useAreaContext(): AreaContext {
  return useOutletContext<AreaContext>();
}

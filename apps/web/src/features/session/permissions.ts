import { roleHas, type Permission } from '@saude/shared/auth/permissions';
import type { Viewer } from './session-model';

/**
 * Whether to show a control. The server decides access; the shared role table is read here only
 * so that nobody is offered a button that would be refused.
 */
export function viewerCan(viewer: Viewer | null, permission: Permission): boolean {
  return viewer?.role ? roleHas(viewer.role, permission) : false;
}

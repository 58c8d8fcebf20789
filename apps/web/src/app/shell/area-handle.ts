import type { AccessRule, Viewer } from '@/features/session';

/** Route `handle` of a signed-in area page: its title in the shell and its access rule. */
export type AreaHandle = {
  title: string | ((viewer: Viewer) => string);
  access: AccessRule;
};

export function isAreaHandle(value: unknown): value is AreaHandle {
  return typeof value === 'object' && value !== null && 'title' in value && 'access' in value;
}

export function titleFor(handle: AreaHandle, viewer: Viewer): string {
  return typeof handle.title === 'function' ? handle.title(viewer) : handle.title;
}

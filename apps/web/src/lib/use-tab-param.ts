import { useSearchParams } from 'react-router';

/** The search parameter that names a page's open tab: '?aba=exames'. */
export const TAB_PARAM = 'aba';

/**
 * The tab a page's address names, or `fallback` when it names none of `tabs` (or nothing at all).
 * Read at boot too, before React (the route's data prefetch), hence apart from the hook.
 */
export function tabOf<T extends string>(
  search: URLSearchParams,
  tabs: readonly T[],
  fallback: T,
  param: string = TAB_PARAM,
): T {
  const raw = search.get(param);
  return tabs.includes(raw as T) ? (raw as T) : fallback;
}

type TabParamOptions = {
  /** The search parameter, for tabs inside a tab ('?aba=medical-data&dados=vacinas'). */
  param?: string;
  /** Parameters of the tabs inside this one, dropped when this one changes. */
  clears?: readonly string[];
};

/**
 * A page's open tab kept in its address (?aba=), so that a reload, the back button or a shared link
 * opens the same tab, and the boot can ask for that tab's list before the page renders. The first
 * tab is the page's plain address. Changing tabs replaces the history entry: back leaves the page.
 */
export function useTabParam<T extends string>(
  tabs: readonly T[],
  fallback: T,
  { param = TAB_PARAM, clears = [] }: TabParamOptions = {},
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params, tabs, fallback, param);
  const setTab = (next: T) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next !== tabOf(current, tabs, fallback, param)) for (const inner of clears) updated.delete(inner);
        if (next === fallback) updated.delete(param);
        else updated.set(param, next);
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab];
}

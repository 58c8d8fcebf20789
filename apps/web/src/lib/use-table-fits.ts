import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether a table fits its place without scrolling sideways. A list drawn as a table where it fits
 * and as cards where it does not (a laptop's width beside the side menu, a tablet) puts a ref on an
 * element as wide as its place, around the table. The table is measured when it is drawn, before the
 * browser paints, so a table too wide is never seen: the list draws cards instead, and the table
 * again once its place is as wide as the table needed. `content` is what the table shows (its rows,
 * or null while it is not drawn for another reason): the table is measured again when it changes.
 */
export function useTableFits<T extends HTMLElement>(content: unknown) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);
  // The width the table needed for `content`, when it did not fit. Other rows (a search, a page) may
  // fit where these did not (one long name widens a column), so they are tried as a table again.
  const [tooWide, setTooWide] = useState<{ content: unknown; needed: number } | null>(null);
  const fits = width === null || !tooWide || tooWide.content !== content || width >= tooWide.needed;

  useLayoutEffect(() => {
    const place = ref.current;
    if (!place || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setWidth(place.clientWidth));
    observer.observe(place);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const place = ref.current;
    const table = place?.querySelector('table');
    if (!fits || !place || !table) return;
    if (table.offsetWidth > place.clientWidth) {
      setWidth(place.clientWidth);
      setTooWide({ content, needed: table.offsetWidth });
    }
  }, [fits, content]);

  return { ref, fits };
}

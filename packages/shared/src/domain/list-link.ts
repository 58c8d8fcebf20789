/**
 * Reading a list answer's `Link` header (RFC 8288): the URL of the next page, if any. Zod-free, so the
 * web's list hook can use it without loading the schemas.
 */

/** The target of the `rel="next"` link in a Link header, or null when there is none. */
export function nextLinkOf(header: string | null | undefined): string | null {
  if (!header) return null;
  let i = 0;
  while (i < header.length) {
    const open = header.indexOf('<', i);
    if (open < 0) return null;
    const close = header.indexOf('>', open);
    if (close < 0) return null;
    // The link's parameters run to the next comma outside a quoted string.
    let end = close + 1;
    let quoted = false;
    while (end < header.length && (quoted || header[end] !== ',')) {
      if (header[end] === '"') quoted = !quoted;
      end++;
    }
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;]+))/i.exec(header.slice(close + 1, end));
    const relations = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (relations.includes('next')) return header.slice(open + 1, close);
    i = end + 1;
  }
  return null;
}

/**
 * The link a prescription's printed QR code holds (docs/decisions/020-a-qr-code-any-phone-reads.md):
 * the validation page's address with the signature in the fragment, `<validation_url>#s=<signature>`.
 * About 160 characters, a QR version a phone camera reads at a glance, where the whole signed JSON
 * needed a dense version 17. The fragment never reaches a server log: the page sends it to
 * POST /api/prescriptions/verify itself. Built by the browser, read by the server.
 */
export function scanLink(validationUrl: string, signature: string): string {
  return `${validationUrl}#s=${signature}`;
}

/** The public id and signature of a scanned link, or null when the text is no such link. */
export function readScanLink(text: string): { publicId: string; signature: string } | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || !url.pathname.endsWith('/validar-receita')) return null;
  const publicId = url.searchParams.get('id');
  const signature = new URLSearchParams(url.hash.slice(1)).get('s');
  return publicId && signature ? { publicId, signature } : null;
}

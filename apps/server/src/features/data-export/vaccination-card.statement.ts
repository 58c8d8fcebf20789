/**
 * The signed statement a vaccination card's QR code carries (docs/decisions/039): what the platform
 * vouches for (the holder's initials, CNS and birth date, each vaccine's code or name, dose and date,
 * when it was issued), signed with the platform's Ed25519 key as prescriptions are (decision 006).
 *
 * Nothing is stored: the code holds the statement itself, so checking it needs no record and the
 * holder decides whom to show it to. It is a link to the public validation page with the statement in
 * the fragment (`#d=<deflated canonical JSON, base64url>&s=<signature>`), which a phone camera opens and
 * which never reaches a server log; the page sends it to POST /api/vaccination-card/verify.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { VACCINATION_CARD_VALIDATION_PATH } from '@saude/shared/schemas/vaccination-card';
import { canonicalJson, type Json, type Signer } from '../../lib/signing';

/** Sets a card statement apart from any other payload the same key signs (a prescription's QR). */
export const STATEMENT_TYPE = 'carteira-vacinacao';

/** One vaccination as the statement carries it: a PNI code, or the name of a vaccine the calendar lacks. */
export type StatementVaccination = {
  /** Date given. */
  d: string;
  /** PNI (BRImunobiologico) code, when coded. */
  c?: string;
  /** Name, for a vaccine the calendar lacks. */
  n?: string;
  /** The dose as the card prints it ('1ª dose', 'Reforço'). */
  o?: string;
};

export type CardStatement = {
  typ: typeof STATEMENT_TYPE;
  v: 1;
  kid: string;
  /** Issued at, UTC to the second. */
  iat: string;
  /** The holder's initials ('M. C. S.'). */
  ini: string;
  cns: string | null;
  dob: string | null;
  vac: StatementVaccination[];
};

/**
 * Past this many characters the link would need a QR version too dense to read from paper (version 25,
 * 117 modules a side, holds 997 bytes at error correction M): about 80 vaccinations. A longer card is
 * printed without a code.
 */
export const MAX_LINK_CHARS = 997;

/** The largest statement a link may unpack to: a deflated bomb is refused before it is parsed. */
const MAX_STATEMENT_BYTES = 64 * 1024;

export function statementLink(
  signer: Signer,
  publicUrl: string,
  statement: Omit<CardStatement, 'kid'>,
): string {
  const signed: CardStatement = { ...statement, kid: signer.kid };
  const body = deflateRawSync(Buffer.from(canonicalJson(signed as unknown as Json)), { level: 9 });
  const signature = signer.sign(signed as unknown as Json);
  return `${publicUrl}${VACCINATION_CARD_VALIDATION_PATH}#d=${body.toString('base64url')}&s=${signature}`;
}

export type StatementCheck =
  | { ok: true; statement: CardStatement }
  | { ok: false; status: 'tampered' | 'foreign' }
  /** The text is not a card's link at all. */
  | null;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Reads a scanned link and checks its signature before trusting anything in it. */
export function checkStatement(signer: Signer, text: string): StatementCheck {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || !url.pathname.endsWith(VACCINATION_CARD_VALIDATION_PATH))
    return null;
  const fragment = new URLSearchParams(url.hash.slice(1));
  const data = fragment.get('d');
  const signature = fragment.get('s');
  if (!data || !signature) return null;
  if (!BASE64URL.test(data) || !BASE64URL.test(signature)) return { ok: false, status: 'tampered' };
  let parsed: unknown;
  try {
    const bytes = inflateRawSync(Buffer.from(data, 'base64url'), { maxOutputLength: MAX_STATEMENT_BYTES });
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { ok: false, status: 'tampered' };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return { ok: false, status: 'tampered' };
  const statement = parsed as Record<string, Json>;
  if (statement.typ !== STATEMENT_TYPE) return { ok: false, status: 'tampered' };
  if (statement.kid !== signer.kid) return { ok: false, status: 'foreign' };
  if (!signer.verify(statement, signature) || !wellFormed(statement))
    return { ok: false, status: 'tampered' };
  return { ok: true, statement: statement as unknown as CardStatement };
}

const isText = (v: unknown): v is string => typeof v === 'string';
const textOrNull = (v: unknown) => v === null || isText(v);

/** A signed statement is ours, so this only guards against one written by an older or newer shape. */
function wellFormed(s: Record<string, Json>): boolean {
  return (
    s.v === 1 &&
    isText(s.iat) &&
    isText(s.ini) &&
    textOrNull(s.cns) &&
    textOrNull(s.dob) &&
    Array.isArray(s.vac) &&
    s.vac.every(
      (v) =>
        typeof v === 'object' &&
        v !== null &&
        !Array.isArray(v) &&
        isText(v.d) &&
        (isText(v.c) || isText(v.n)) &&
        (v.o === undefined || isText(v.o)),
    )
  );
}

import { formatPhone } from '@saude/shared/domain/format';

/**
 * A phone number as people read it, "(11) 98765-4321", kept on one line: a narrow table cell or card
 * would otherwise break it after the area code or at the hyphen, and half a number is misdialled.
 * Without a number it shows `fallback` (a dash, "Telefone não informado"...).
 */
export function PhoneNumber({
  value,
  fallback = null,
}: {
  value: string | null | undefined;
  fallback?: string | null;
}) {
  const text = value ? formatPhone(value) : '';
  if (!text) return fallback;
  return <span className="whitespace-nowrap">{text}</span>;
}

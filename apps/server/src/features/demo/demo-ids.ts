/** Document numbers and calendar helpers of the demo city. */
import { isValidCpf } from '@saude/shared/domain/format';

/** A CPF from its first nine digits, with both check digits computed. */
export function cpf(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error(`CPF base must have 9 digits: ${base}`);
  const digit = (digits: string) => {
    let factor = digits.length + 1;
    let sum = 0;
    for (const ch of digits) sum += Number(ch) * factor--;
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const d1 = digit(base);
  const d2 = digit(`${base}${d1}`);
  const value = `${base}${d1}${d2}`;
  if (!isValidCpf(value)) throw new Error(`invalid demo CPF ${value}`);
  return value;
}

/**
 * A 15-digit Cartão Nacional de Saúde number of the provisional series (starting with 7, 8 or 9):
 * the weighted sum (weights 15..1) is a multiple of 11.
 */
export function susCard(base: string): string {
  if (!/^[789]\d{13}$/.test(base)) throw new Error(`SUS card base must have 14 digits: ${base}`);
  let sum = 0;
  for (let i = 0; i < 14; i++) sum += Number(base[i]) * (15 - i);
  const last = (11 - (sum % 11)) % 11;
  if (last === 10) {
    // Bump the 14th digit (weight 2): the sum changes by 2 and the check digit becomes valid.
    const bumped = (Number(base[13]) + 1) % 10;
    return susCard(`${base.slice(0, 13)}${bumped}`);
  }
  return `${base}${last}`;
}

/** Calendar arithmetic on YYYY-MM-DD strings. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * A UTC ISO timestamp for a local date and time in the city (America/Sao_Paulo has been UTC-3 all
 * year since 2019), never later than `now` so nothing seems to come from the future.
 */
export function localStamp(date: string, time: string, now: Date): string {
  const at = new Date(`${date}T${time}:00-03:00`);
  return (at.getTime() > now.getTime() ? now : at).toISOString();
}

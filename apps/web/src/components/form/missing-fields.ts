/** One field a form still needs before its submit is enabled, by the label the person sees. */
export type Requirement = { label: string; met: boolean };

/**
 * The text beside a disabled submit that says what is still missing ("Falta preencher: Data da
 * consulta e Horário."), or undefined once everything is there. A greyed-out button alone does not
 * tell a person which of the fields holds it back.
 */
export function missingFieldsHint(requirements: Requirement[]): string | undefined {
  const missing = requirements.filter((r) => !r.met).map((r) => r.label);
  if (missing.length === 0) return undefined;
  const list =
    missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} e ${missing[missing.length - 1]}`;
  return `Falta preencher: ${list}.`;
}

/** The hint's password line, with the length the server asks for. */
export const passwordRequirement = (password: string, min: number): Requirement => ({
  label: `Senha (mínimo de ${min} caracteres)`,
  met: password.length >= min,
});

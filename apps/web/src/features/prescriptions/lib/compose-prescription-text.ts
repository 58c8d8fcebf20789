/** Extra instructions travel inside the text, under the heading the spec names (section 7). */
export function composePrescriptionText(text: string, instructions: string): string {
  const body = text.trim();
  const extra = instructions.trim();
  return extra ? `${body}\n\nInstruções adicionais:\n${extra}` : body;
}

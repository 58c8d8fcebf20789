/** The word around the caret in a prescription text: what the medication suggestions are for. */
export type WordAtCaret = { word: string; start: number; end: number };

const isSpace = (ch: string | undefined) => ch !== undefined && /\s/.test(ch);

export function wordAtCaret(text: string, caret: number): WordAtCaret {
  let start = Math.min(Math.max(caret, 0), text.length);
  let end = start;
  while (start > 0 && !isSpace(text[start - 1])) start--;
  while (end < text.length && !isSpace(text[end])) end++;
  return { word: text.slice(start, end), start, end };
}

/** Replaces the word with the chosen medication and puts the caret right after it, followed by a space. */
export function replaceWord(
  text: string,
  at: WordAtCaret,
  replacement: string,
): { text: string; caret: number } {
  const after = text.slice(at.end);
  const spacer = after.startsWith(' ') ? '' : ' ';
  const next = `${text.slice(0, at.start)}${replacement}${spacer}${after}`;
  return { text: next, caret: at.start + replacement.length + 1 };
}

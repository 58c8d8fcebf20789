/**
 * Which allergies recorded on a patient's card a prescription touches (docs/decisions/019-allergy-warnings.md).
 * The card's allergies are free text ("Dipirona; frutos do mar", "Ácido acetilsalicílico (AAS)"), so
 * each entry is read as the substance it names, case and accents aside, and looked for as whole
 * words of the prescription. A substance also stands for its other names and, where an allergy
 * to one is an allergy to all, for its class: an allergy to penicillin warns of amoxicillin.
 * A warning to confirm, never a block: the doctor decides.
 */
import { searchFold } from './search-fold';

/**
 * Substances that share an allergy, by their Brazilian common names (DCB) and usual names, folded.
 * The beta-lactam penicillins and the sulfonamide antibiotics are each one allergy in clinical
 * practice; dipyrone is also called metamizole; AAS is acetylsalicylic acid (aspirin).
 */
const SAME_ALLERGY: readonly (readonly string[])[] = [
  [
    'penicilina',
    'penicilinas',
    'benzilpenicilina',
    'amoxicilina',
    'ampicilina',
    'oxacilina',
    'piperacilina',
    'fenoximetilpenicilina',
  ],
  ['dipirona', 'metamizol'],
  ['aas', 'acido acetilsalicilico', 'aspirina'],
  ['sulfa', 'sulfas', 'sulfonamida', 'sulfonamidas', 'sulfametoxazol', 'sulfadiazina'],
];

/** Words of an allergy entry that say what it is, not what to: "alergia a", "intolerância". */
const NOT_A_SUBSTANCE = new Set(['alergia', 'alergico', 'alergica', 'intolerancia']);
const LEADING_ARTICLE = /^(a|ao|as|aos) /;

/** The shortest name looked for: "AAS". Shorter text would match too much. */
const MIN_NAME = 3;

export type AllergyMatch = {
  /** The allergy as the card writes it ("Penicilina"). */
  allergy: string;
  /** The name found in the prescription, folded ("amoxicilina"). */
  found: string;
};

/**
 * The entries of the card's allergies: split on , ; / new lines and " e ", a parenthesis read as
 * another name of the same entry ("Ácido acetilsalicílico (AAS)").
 */
function allergyEntries(allergies: string): { label: string; names: string[] }[] {
  return allergies
    .split(/[,;/\n]|\s+e\s+/i)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((label) => {
      const names = label
        .split(/[()]/)
        .map((piece) =>
          searchFold(piece)
            .split(/[^a-z0-9]+/)
            .filter((w) => w && !NOT_A_SUBSTANCE.has(w))
            .join(' ')
            .replace(LEADING_ARTICLE, ''),
        )
        .filter((name) => name.length >= MIN_NAME);
      return { label, names };
    })
    .filter((entry) => entry.names.length > 0);
}

/** Every name that shares an allergy with `name`: itself, and its group when it has one. */
function namesSharingAllergy(name: string): readonly string[] {
  const group = SAME_ALLERGY.find((g) => g.includes(name));
  return group ?? [name];
}

/**
 * `name` as whole words of the folded text: "sulfa" must not find "sulfato" (a salt, not a
 * sulfonamide). Names hold only letters, digits and spaces (allergyEntries).
 */
const namedIn = (foldedText: string, name: string) =>
  new RegExp(`(^|[^a-z0-9])${name}($|[^a-z0-9])`).test(foldedText);

/** The allergies of the card that the text names, each once. */
export function allergyMatches(allergies: string | null | undefined, text: string): AllergyMatch[] {
  if (!allergies?.trim() || !text.trim()) return [];
  const folded = searchFold(text);
  const matches: AllergyMatch[] = [];
  for (const entry of allergyEntries(allergies)) {
    const names = entry.names.flatMap(namesSharingAllergy);
    const found = names.find((name) => namedIn(folded, name));
    if (found) matches.push({ allergy: entry.label, found });
  }
  return matches;
}

/** The warning shown and answered (409) while a prescription names an allergy not yet confirmed. */
export function allergyWarning(matches: readonly AllergyMatch[]): string {
  const list = matches.map((m) => m.allergy).join(', ');
  return `Atenção: o paciente tem alergia registrada a ${list}. Confirme que deseja prescrever mesmo assim.`;
}

import { describe, expect, it } from 'vitest';
import { allergyMatches, allergyWarning } from './allergy-match';

const allergies = (card: string, text: string) => allergyMatches(card, text).map((m) => m.allergy);

describe('allergyMatches', () => {
  it('finds the substance named on the card, case and accents aside', () => {
    expect(allergyMatches('Dipirona; frutos do mar', 'DIPIRONA SÓDICA 500 mg, 1 comprimido se dor')).toEqual([
      { allergy: 'Dipirona', found: 'dipirona' },
    ]);
    expect(allergies('Ácido acetilsalicílico (AAS)', 'Acido acetilsalicilico 100 mg')).toEqual([
      'Ácido acetilsalicílico (AAS)',
    ]);
    expect(allergies('Ácido acetilsalicílico (AAS)', 'AAS 100 mg ao dia')).toEqual([
      'Ácido acetilsalicílico (AAS)',
    ]);
    expect(allergies('frutos do mar', 'Evitar frutos do mar')).toEqual(['frutos do mar']);
  });

  it('knows other names and the classes that are one allergy', () => {
    expect(allergyMatches('Penicilina', 'Amoxicilina 500 mg cápsula')).toEqual([
      { allergy: 'Penicilina', found: 'amoxicilina' },
    ]);
    expect(allergies('Alergia a amoxicilina', 'Benzilpenicilina benzatina 1.200.000 UI')).toEqual([
      'Alergia a amoxicilina',
    ]);
    expect(allergies('Dipirona', 'Metamizol 1 g')).toEqual(['Dipirona']);
    expect(allergies('Sulfa', 'Sulfametoxazol + trimetoprima')).toEqual(['Sulfa']);
    expect(allergies('aspirina', 'AAS infantil')).toEqual(['aspirina']);
  });

  it('reads each entry of the card once, in the order written', () => {
    expect(allergies('Penicilina, dipirona e sulfa', 'Dipirona; amoxicilina; ampicilina')).toEqual([
      'Penicilina',
      'dipirona',
    ]);
  });

  it('does not warn of a different substance or a word that only begins the same', () => {
    // A sulfate salt is not a sulfonamide.
    expect(allergies('Sulfa', 'Salbutamol sulfato 100 mcg/dose')).toEqual([]);
    expect(allergies('Dipirona', 'Paracetamol 750 mg')).toEqual([]);
    expect(allergies('Lactose (intolerância)', 'Omeprazol 20 mg')).toEqual([]);
    expect(allergies('Picada de abelha', 'Loratadina 10 mg')).toEqual([]);
    // Nothing recorded, nothing written, or names too short to mean a substance.
    expect(allergies('', 'Dipirona')).toEqual([]);
    expect(allergyMatches(null, 'Dipirona')).toEqual([]);
    expect(allergies('Dipirona', '   ')).toEqual([]);
    expect(allergies('a; b', 'a b c')).toEqual([]);
  });
});

describe('allergyWarning', () => {
  it('names every allergy the prescription touches', () => {
    expect(allergyWarning(allergyMatches('Penicilina; Dipirona', 'Amoxicilina e dipirona'))).toBe(
      'Atenção: o paciente tem alergia registrada a Penicilina, Dipirona. Confirme que deseja prescrever mesmo assim.',
    );
  });
});

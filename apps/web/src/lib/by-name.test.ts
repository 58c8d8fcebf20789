import { describe, expect, it } from 'vitest';
import { compareNames } from './by-name';

describe('compareNames', () => {
  it('puts the numbers in names in number order, accents and case aside', () => {
    const units = [
      'UBS São José 13',
      'ubs sao jose 4',
      'Hospital Vila Nova 50',
      'Hospital Vila Nova 5',
      'Água Branca',
    ];
    expect([...units].sort(compareNames)).toEqual([
      'Água Branca',
      'Hospital Vila Nova 5',
      'Hospital Vila Nova 50',
      'ubs sao jose 4',
      'UBS São José 13',
    ]);
  });
});

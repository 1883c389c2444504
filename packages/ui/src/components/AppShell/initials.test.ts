import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last word', () => {
    expect(initialsOf('Priya Raman')).toBe('PR');
    expect(initialsOf('Ana María de la Cruz')).toBe('AC');
  });

  it('takes one letter of one word, and none of nothing', () => {
    expect(initialsOf('Priya')).toBe('P');
    expect(initialsOf('   ')).toBe('');
  });

  it('uppercases and ignores extra spaces', () => {
    expect(initialsOf('  jonas   lindqvist ')).toBe('JL');
    expect(initialsOf('élodie durand')).toBe('ÉD');
  });

  it('keeps a letter made of two code units whole', () => {
    expect(initialsOf('𝒜da Lovelace')).toBe('𝒜L');
  });
});

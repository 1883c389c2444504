import { describe, expect, it } from 'vitest';
import { checkPassword, defaultPasswordHintMessages, hintText } from './passwordRules';

const met = (password: string) =>
  Object.fromEntries(checkPassword(password).rules.map((rule) => [rule.id, rule.met]));

const texts = (password: string) => {
  const check = checkPassword(password);
  return check.rules.map((rule) => hintText(rule, check, defaultPasswordHintMessages));
};

describe('checkPassword', () => {
  it('counts how many more characters are needed up to 8', () => {
    expect(checkPassword('').missing).toBe(8);
    expect(checkPassword('abc').missing).toBe(5);
    expect(checkPassword('abcdefgh').missing).toBe(0);
    expect(texts('abc')[0]).toBe('At least 8 characters (5 more needed)');
    expect(texts('abcdefgh')[0]).toBe('At least 8 characters');
  });

  it('says "Password too long" over 18 characters, and 18 is fine', () => {
    expect(met('Aa1aaaaaaaaaaaaaaa')).toMatchObject({ length: true });
    expect(checkPassword('Aa1aaaaaaaaaaaaaaaa').tooLong).toBe(true);
    expect(texts('Aa1aaaaaaaaaaaaaaaa')[0]).toBe('Password too long');
    expect(met('Aa1aaaaaaaaaaaaaaaa')).toMatchObject({ length: false });
  });

  it('needs a lower case and an upper case letter', () => {
    expect(met('ABCDEFG1')).toMatchObject({ lower: false, upper: true });
    expect(met('abcdefg1')).toMatchObject({ lower: true, upper: false });
  });

  it('takes a number or one of ! @ # $ % ^ & *, and no other symbol', () => {
    expect(met('Abcdefgh')).toMatchObject({ numberOrSpecial: false });
    expect(met('Abcdefg7')).toMatchObject({ numberOrSpecial: true });
    for (const special of '!@#$%^&*') {
      expect(met(`Abcdefg${special}`)).toMatchObject({ numberOrSpecial: true });
    }
    expect(met('Abcdefg?')).toMatchObject({ numberOrSpecial: false });
  });

  it('refuses whitespace, non-printable and non-ASCII characters', () => {
    expect(met('Abcdef 12')).toMatchObject({ characters: false });
    expect(met('Abcdef\t12')).toMatchObject({ characters: false });
    expect(met('Abcdef\u000712')).toMatchObject({ characters: false });
    expect(met('Abcdéf12')).toMatchObject({ characters: false });
    expect(met('Abcdef12😀')).toMatchObject({ characters: false });
    expect(met('Abc~def12')).toMatchObject({ characters: true });
    expect(met('')).toMatchObject({ characters: true });
  });

  it('counts an emoji as one character', () => {
    expect(checkPassword('😀').missing).toBe(7);
  });

  it('is all met for a good password', () => {
    expect(checkPassword('Corvane#2008').allMet).toBe(true);
    expect(checkPassword('corvane#2008').allMet).toBe(false);
  });
});

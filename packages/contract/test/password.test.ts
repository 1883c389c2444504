import { describe, expect, it } from 'vitest';
import { passwordProblem, RESUME_ACCEPT, resumeKindFromName } from '../src';

describe('password policy (spec 5)', () => {
  it.each([
    ['Short#1a', undefined],
    ['Corvane#2009', undefined],
    ['Abcdefgh1!Abcdefgh', undefined],
    ['Sh#1a', 'Password must be 8-18 characters long.'],
    ['Abcdefgh1!Abcdefgh1', 'Password must be 8-18 characters long.'],
    ['corvane#2009', 'Password must contain uppercase, lowercase, number, and special character.'],
    ['CORVANE#2009', 'Password must contain uppercase, lowercase, number, and special character.'],
    ['Corvane#xyz', 'Password must contain uppercase, lowercase, number, and special character.'],
    ['Corvane2009x', 'Password must contain uppercase, lowercase, number, and special character.'],
  ])('%s -> %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('refuses spaces and characters outside printable ASCII', () => {
    expect(passwordProblem('Corvane #2009')).toMatch(/\S/);
    expect(passwordProblem('Corvané#2009')).toMatch(/\S/);
  });
});

describe('resume types', () => {
  it('accepts .pdf, .doc and .docx only, by name', () => {
    expect(resumeKindFromName('CV.PDF')).toBeDefined();
    expect(resumeKindFromName('cv.doc')).toBeDefined();
    expect(resumeKindFromName('cv.docx')).toBeDefined();
    expect(resumeKindFromName('cv.txt')).toBeUndefined();
    expect(RESUME_ACCEPT).toContain('.pdf');
  });
});

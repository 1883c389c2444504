import { describe, expect, it } from 'vitest';
import { employmentTypeTone } from './badgeTone';

describe('employmentTypeTone', () => {
  it('gives each of the five employment types its own colour', () => {
    const tones = ['Full-time', 'Part-time', 'Contract', 'Freelance', 'Internship'].map(
      employmentTypeTone,
    );
    expect(tones).toEqual(['full-time', 'part-time', 'contract', 'freelance', 'internship']);
    expect(new Set(tones).size).toBe(5);
  });

  it('ignores case, spaces, hyphens and underscores', () => {
    expect(employmentTypeTone('full time')).toBe('full-time');
    expect(employmentTypeTone('FULL_TIME')).toBe('full-time');
    expect(employmentTypeTone(' Part-Time ')).toBe('part-time');
    expect(employmentTypeTone('intern')).toBe('internship');
  });

  it('is neutral for anything else, or nothing', () => {
    expect(employmentTypeTone('Temporary')).toBe('neutral');
    expect(employmentTypeTone('')).toBe('neutral');
    expect(employmentTypeTone(undefined)).toBe('neutral');
    expect(employmentTypeTone('constructor')).toBe('neutral');
  });
});

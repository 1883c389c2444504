import { describe, expect, it } from 'vitest';
import { describeChange, type StatChangeWords } from './statChange';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const words: StatChangeWords = {
  up: 'Up',
  down: 'Down',
  unchanged: 'No change',
  comparison: 'on the previous 30 days',
};

describe('describeChange', () => {
  it('says a rise in words, with the amount unsigned', () => {
    expect(describeChange(0.12, percent, words, 'up')).toEqual({
      direction: 'up',
      tone: 'good',
      amount: '12%',
      text: 'Up 12% on the previous 30 days',
    });
  });

  it('says a fall in words', () => {
    const fall = describeChange(-0.084, percent, words, 'up');
    expect(fall.text).toBe('Down 8.4% on the previous 30 days');
    expect(fall.tone).toBe('bad');
  });

  it('colours by what the app says is good, not by the direction', () => {
    // Time to hire: shorter is better.
    expect(describeChange(-0.2, percent, words, 'down').tone).toBe('good');
    expect(describeChange(0.2, percent, words, 'down').tone).toBe('bad');
  });

  it('is neutral when the app does not say which way is good', () => {
    expect(describeChange(0.5, percent, words).tone).toBe('neutral');
  });

  it('calls a change that rounds to nothing no change', () => {
    expect(describeChange(0.0004, percent, words, 'up')).toMatchObject({
      direction: 'unchanged',
      tone: 'neutral',
      text: 'No change on the previous 30 days',
    });
    expect(describeChange(-0, percent, words, 'up').direction).toBe('unchanged');
  });

  it('takes the app’s words and formats', () => {
    const count = new Intl.NumberFormat('de-DE');
    const german = {
      up: 'Plus',
      down: 'Minus',
      unchanged: 'Unverändert',
      comparison: 'zur Vorwoche',
    };
    expect(describeChange(-1234, count, german, 'up').text).toBe('Minus 1.234 zur Vorwoche');
  });

  it('leaves no trailing space without a comparison', () => {
    expect(
      describeChange(3, new Intl.NumberFormat('en-US'), { ...words, comparison: '' }).text,
    ).toBe('Up 3');
  });
});

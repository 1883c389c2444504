// Motion in the form kit is CSS only; these check each animation is stopped or slowed for
// visitors who ask for reduced motion (the media query cannot be emulated by a story).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const skeletonCss = read('./Skeleton.css');
const spinnerCss = read('../Spinner/Spinner.css');
const otpCss = read('../OtpField/OtpField.css');
const tokensCss = read('../../tokens/tokens.css');

/** The body of the stylesheet's `prefers-reduced-motion: reduce` block. */
function reducedMotionBlock(css: string): string {
  const start = css.indexOf('@media (prefers-reduced-motion: reduce)');
  expect(start).toBeGreaterThan(-1);
  const open = css.indexOf('{', start);
  let depth = 0;
  for (let i = open; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    if (css[i] === '}') depth -= 1;
    if (depth === 0) return css.slice(open + 1, i);
  }
  throw new Error('unclosed @media block');
}

describe('reduced motion', () => {
  it('stops the skeleton pulse', () => {
    const block = reducedMotionBlock(skeletonCss);
    expect(block).toMatch(
      /\.cv-skeleton__line[^{]*\.cv-skeleton--rect[^{]*\.cv-skeleton--circle\s*\{\s*animation:\s*none/,
    );
  });

  it('stops the OTP caret blinking', () => {
    expect(reducedMotionBlock(otpCss)).toMatch(/\.cv-otp__caret\s*\{\s*animation:\s*none/);
  });

  it('slows the spinner to a third of its speed rather than freezing it', () => {
    expect(spinnerCss).toMatch(
      /\.cv-spinner__ring\s*\{[^}]*animation:\s*cv-spinner-turn var\(--cv-duration-spin\)/,
    );
    expect(reducedMotionBlock(spinnerCss)).toMatch(
      /animation-duration:\s*calc\(3 \* var\(--cv-duration-spin\)\)/,
    );
    // One turn in 0.8 s, and reduced motion (which zeroes transition durations) keeps that token.
    expect(tokensCss).toMatch(/--cv-duration-spin:\s*0\.8s;/);
    expect(reducedMotionBlock(tokensCss)).not.toContain('--cv-duration-spin');
  });
});

// Compares a screenshot with its baseline and draws the diff image a reviewer reads: baseline,
// new shot and the differences in red, side by side.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * The tolerance, stated once (decisions 074 and 075). A pixel differs when its colour moved more
 * than `threshold` (pixelmatch's perceptual YIQ distance, 0-1) and it is not an anti-aliasing
 * pixel of an edge present in both images. A shot passes with at most `maxDiffPixels` such pixels
 * and the same size. Why not 0: two runs on one machine draw alike (a few dialog shots move a
 * colour channel by 1 of 255, below the threshold), but another CPU may round a few pixels of a
 * gradient or a glyph edge differently; a 1 px change of a button's padding moves hundreds.
 */
export const TOLERANCE = { threshold: 0.1, maxDiffPixels: 10 };

/** Copies `source` into the top-left corner of a `width` x `height` image, white elsewhere. */
function padTo(source, width, height) {
  if (source.width === width && source.height === height) return source;
  const padded = new PNG({ width, height });
  padded.data.fill(255);
  PNG.bitblt(source, padded, 0, 0, source.width, source.height, 0, 0);
  return padded;
}

/**
 * @param {Buffer} baselinePng
 * @param {Buffer} actualPng
 * @returns {{ pass: boolean, diffPixels: number, sizeChanged: boolean, diffPng?: Buffer, detail: string }}
 */
export function compareShots(baselinePng, actualPng) {
  if (baselinePng.equals(actualPng))
    return { pass: true, diffPixels: 0, sizeChanged: false, detail: 'identical' };
  const baseline = PNG.sync.read(baselinePng);
  const actual = PNG.sync.read(actualPng);
  const width = Math.max(baseline.width, actual.width);
  const height = Math.max(baseline.height, actual.height);
  const sizeChanged = baseline.width !== actual.width || baseline.height !== actual.height;
  const expected = padTo(baseline, width, height);
  const got = padTo(actual, width, height);
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(expected.data, got.data, diff.data, width, height, {
    threshold: TOLERANCE.threshold,
    includeAA: false,
    alpha: 0.2,
  });
  const pass = !sizeChanged && diffPixels <= TOLERANCE.maxDiffPixels;
  const size = (png) => `${png.width}x${png.height}`;
  const detail = sizeChanged
    ? `size ${size(baseline)} -> ${size(actual)}, ${diffPixels} pixels differ`
    : `${diffPixels} pixels differ (at most ${TOLERANCE.maxDiffPixels} allowed)`;
  if (pass) return { pass, diffPixels, sizeChanged, detail };

  // Baseline | new shot | diff, with a grey gutter between them.
  const gutter = 8;
  const sheet = new PNG({ width: width * 3 + gutter * 2, height });
  sheet.data.fill(160);
  PNG.bitblt(expected, sheet, 0, 0, width, height, 0, 0);
  PNG.bitblt(got, sheet, 0, 0, width, height, width + gutter, 0);
  PNG.bitblt(diff, sheet, 0, 0, width, height, (width + gutter) * 2, 0);
  return { pass, diffPixels, sizeChanged, diffPng: PNG.sync.write(sheet), detail };
}

// What the engine runner checks in each engine: a check for every page the sitemap lists, each
// named by its path, then the five journeys of issue 49, every name once.
import { describe, expect, it } from 'vitest';
import { engineChecks, sitemapPaths } from './checks.mjs';

const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://www.corvane.com/</loc></url>
  <url><loc>https://www.corvane.com/careers</loc></url>
  <url>
    <loc>
      https://www.corvane.com/services/gsi
    </loc>
  </url>
</urlset>`;

describe('the engine checks', () => {
  it("take every page of the sitemap, by its path, whatever the sitemap's host", () => {
    expect(sitemapPaths(SITEMAP)).toEqual(['/', '/careers', '/services/gsi']);
  });

  it('are one per page, then the journeys, each name once', () => {
    const names = engineChecks(sitemapPaths(SITEMAP)).map((check) => check.name);
    expect(names).toEqual([
      '/ loads, hydrates and reports no script error',
      '/careers loads, hydrates and reports no script error',
      '/services/gsi loads, hydrates and reports no script error',
      "the header's phone menu opens and Escape closes it",
      'the hero rotates and its pause control stops it',
      "a job's details dialog opens, Escape closes it and focus returns to the button",
      "a wrong sign-in shows the server's message",
      'the contact form sends and the mail arrives',
    ]);
    expect(new Set(names).size).toBe(names.length);
  });
});

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';
import { siteHandler } from '../support/siteFiles.mjs';
import { newAccount, registerAccount } from './support/accounts';

// The README's set-up for a site hosted apart from its API, tested rather than only written: the
// site built with VITE_API_BASE_URL naming the API's origin, served from an origin of its own
// (E2E_CROSS_ORIGIN_PORT, which playwright.config.ts gives the API as CORS_ORIGIN). Only React
// Router's build runs: the post-build steps (CSP hashes, sitemap, compression) serve our server.

const siteProject = fileURLToPath(new URL('../../site', import.meta.url));

/** Builds the site into `outDir` for an API at `apiOrigin`; rejects with the build's output. */
function buildSite(outDir: string, apiOrigin: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['react-router', 'build'], {
      cwd: siteProject,
      env: { ...process.env, SITE_BUILD_DIR: outDir, VITE_API_BASE_URL: apiOrigin },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`site build failed:\n${output}`)),
    );
  });
}

test('built for an API on another origin, the site signs in and lists jobs across origins', async ({
  page,
  request,
  baseURL,
}) => {
  // A build of the site (about 10 s alone, more on a busy machine) before the journey.
  test.setTimeout(180_000);
  const apiOrigin = new URL(baseURL!).origin;
  const siteOrigin = `http://127.0.0.1:${process.env.E2E_CROSS_ORIGIN_PORT}`;
  // Inside site/: the prerender imports the server build, which must find the site's packages.
  const outDir = mkdtempSync(join(siteProject, 'build', 'cross-origin-'));
  const server = createServer(siteHandler(join(outDir, 'client')));
  try {
    const [account] = await Promise.all([
      registerAccount(request, newAccount('Lena', 'Fischer')),
      buildSite(outDir, apiOrigin),
    ]);
    await new Promise<void>((resolve) =>
      server.listen(Number(new URL(siteOrigin).port), '127.0.0.1', resolve),
    );

    const apiCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && apiCalls.push(r.url()));
    await page.goto(`${siteOrigin}/loginsignup`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(`${siteOrigin}/`);
    // The header's names came from the profile call: a bearer token, sent across origins.
    const menuButton = page.getByRole('button', { name: 'Lena Fischer, account menu' });
    await expect(menuButton).toBeVisible();

    await menuButton.click();
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('region', { name: 'Account details' })).toContainText(
      account.email,
    );
    await page.goto(`${siteOrigin}/careers`);
    // The five sample jobs, and any a staff test has posted meanwhile (staff-recruiting.spec.ts).
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThanOrEqual(5);

    // Every call went to the API's origin, none to the site's.
    expect(apiCalls.length).toBeGreaterThanOrEqual(4);
    expect(apiCalls.filter((url) => !url.startsWith(`${apiOrigin}/api/`))).toEqual([]);
  } finally {
    server.closeAllConnections();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
});

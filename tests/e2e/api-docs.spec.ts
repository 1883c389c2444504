import { expect, test } from './support/test';

// The API's reference page (decision 103): Swagger UI, served by our server from its own files
// under the pages' Content-Security-Policy. It must work with nothing from another host and
// nothing the policy refuses.

test('the API reference page shows every operation, from our server alone', async ({
  page,
  baseURL,
}) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${baseURL}/`) && !url.startsWith('data:')) elsewhere.push(url);
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP refused ${event.violatedDirective}: ${event.blockedURI}`),
    );
  });

  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
  await expect(page).toHaveTitle('Corvane API reference');
  // Swagger UI draws after its own megabyte of script is parsed and run: on a busy 2-core host
  // that alone took over 5 s (the default wait).
  await expect(page.getByRole('heading', { name: /Corvane API/ })).toBeVisible({
    timeout: 20_000,
  });
  for (const path of ['/api/user/login', '/api/jobs/list', '/api/applications/submit']) {
    await expect(page.getByText(path, { exact: true }).first()).toBeVisible();
  }
  expect(elsewhere).toEqual([]);
  expect(refused).toEqual([]);
});

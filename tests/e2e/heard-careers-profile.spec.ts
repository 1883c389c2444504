import type { Page, Route } from '@playwright/test';
import { waitForHydration } from './support/page';
import { expect, test } from './support/accounts';
import { fillApplicant, resume } from './support/forms';
import { onePagePdf } from './support/pdf';
import { assertive, polite, startScreenReader, type ScreenReader } from './support/screenReader';

// Issue 27: the careers list's states, the application dialog's outcomes and the profile's error
// box are heard by a screen reader (a virtual one in the page), with the spec's texts.

const JOB = 'Senior Full-Stack Engineer (TypeScript, React)';

/**
 * Opens `path` with the call to `api` held, starts listening once the page is live, then lets
 * `answer` reply: what the page says about the reply is said after the reader started.
 */
async function listenThenAnswer(
  page: Page,
  path: string,
  api: string,
  answer: (route: Route) => Promise<void>,
): Promise<ScreenReader> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.unroute(api);
  await page.route(api, async (route) => {
    await held;
    await answer(route);
  });
  await page.goto(path);
  await waitForHydration(page);
  const reader = await startScreenReader(page);
  release();
  return reader;
}

test('the careers list: the empty text is heard politely once the list arrives', async ({
  page,
}) => {
  const reader = await listenThenAnswer(page, '/careers', '**/api/jobs/list', (route) =>
    route.fulfill({ json: { success: true, jobs: [], message: 'No open positions.' } }),
  );
  await reader.waitFor(polite('No job listings available at the moment.'));
});

test('the careers list: a failure is heard assertively, the server message or the spec text', async ({
  page,
}) => {
  const cases: Array<[(route: Route) => Promise<void>, string]> = [
    [
      (route) => route.fulfill({ status: 503, json: { message: 'Listings are being updated.' } }),
      'Listings are being updated.',
    ],
    [(route) => route.abort('failed'), 'Failed to fetch job listings'],
  ];
  for (const [answer, text] of cases) {
    const reader = await listenThenAnswer(page, '/careers', '**/api/jobs/list', answer);
    await reader.waitFor(assertive(text));
  }
});

test('applying: each refusal is heard assertively, the success panel by its words before it closes', async ({
  page,
}) => {
  test.slow();
  await page.goto('/careers');
  await waitForHydration(page);
  const reader = await startScreenReader(page);
  const apply = page
    .getByRole('article', { name: JOB })
    .getByRole('button', { name: `Apply Now for ${JOB}` });
  await apply.click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${JOB}` });
  await fillApplicant(dialog);

  // The form's own check of the file, then the server's refusals, each as they happen.
  await dialog
    .getByLabel('Resume')
    .setInputFiles(resume('cv.txt', Buffer.from('Grace Okafor'), 'text/plain'));
  await reader.waitFor(assertive('The selected file must be a PDF, DOC or DOCX'));
  await dialog.getByLabel('Resume').setInputFiles(resume('cv.pdf', onePagePdf('Grace Okafor')));

  const submit = dialog.getByRole('button', { name: 'Submit Application' });
  const refusals: Array<[(route: Route) => Promise<void>, string]> = [
    [(route) => route.fulfill({ status: 500, json: {} }), 'Application submission failed'],
    [(route) => route.fulfill({ status: 500, json: {} }), 'Application submission failed'],
    [
      (route) => route.fulfill({ status: 422, json: { message: 'Applications are paused.' } }),
      'Applications are paused.',
    ],
    [(route) => route.abort('failed'), 'Failed to submit application. Please try again.'],
  ];
  for (const [answer, text] of refusals) {
    await page.unroute('**/api/applications/submit');
    await page.route('**/api/applications/submit', answer);
    const mark = await reader.mark();
    await submit.click();
    await reader.waitFor(assertive(text), { since: mark });
  }

  await page.unroute('**/api/applications/submit');
  const mark = await reader.mark();
  await submit.click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  const said = await reader.since(mark);
  const success = polite(
    "Application submitted successfully! Thank you for your interest. We'll be in touch soon.",
  );
  expect(said).toContain(success);
  // Said while the dialog was still open: before focus went back to the button that opened it.
  const back = said.findIndex((phrase) => phrase.startsWith(`button, Apply Now for ${JOB}`));
  expect(back).toBeGreaterThan(said.indexOf(success));
});

test('the profile: the red box is heard assertively, the server message or the spec text', async ({
  page,
}) => {
  const cases: Array<[(route: Route) => Promise<void>, string]> = [
    [(route) => route.fulfill({ status: 500, json: {} }), 'Failed to fetch profile'],
    [
      (route) => route.fulfill({ status: 503, json: { msg: 'Profiles are resting.' } }),
      'Profiles are resting.',
    ],
    [(route) => route.abort('failed'), 'Failed to fetch profile'],
  ];
  for (const [answer, text] of cases) {
    const reader = await listenThenAnswer(page, '/profile', '**/api/user/profile', answer);
    await reader.waitFor(assertive(text));
  }
});

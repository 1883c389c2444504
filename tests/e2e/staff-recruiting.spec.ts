import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { fillApplicant, resume } from './support/forms';
import { onePagePdf } from './support/pdf';
import { signInAsStaff, staffCommand } from './support/staff';
import { expect, test } from './support/test';

// Issue 47's recruiter journey in the console: a job posted with its preview shows on /careers,
// a visitor applies to it there, and the recruiter finds the application, reads the resume (the
// same bytes), moves it on with a note and exports the list. axe on every screen and dialog.

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('a recruiter posts a job, a visitor applies on /careers, the recruiter works the application', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `Site Reliability Engineer ${Date.now().toString(36)}`;
  const recruiter = await signInAsStaff(page, 'recruiter', 'Priya Raman');

  // Post the job, its preview following the form.
  await page.goto('/staff/jobs');
  await expect(heading(page, 'Jobs')).toBeVisible();
  await expectAxeClean(page, 'console: jobs');
  await page.getByRole('link', { name: 'Post a job' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByLabel('Employment type').selectOption('Contract');
  await page.getByLabel('Location', { exact: true }).fill('Leeds (hybrid)');
  await page.getByLabel('Overview').fill('Keep our clients’ platforms fast and dependable.');
  await page.getByLabel('Responsibility 1').fill('Run the on-call rota');
  await page.getByRole('button', { name: 'Add a responsibility' }).click();
  await expect(page.getByLabel('Responsibility 2')).toBeFocused();
  await page.getByLabel('Responsibility 2').fill('Write the runbooks');
  await page.getByLabel('Qualification 1').fill('Five years with Linux in production');
  const preview = page.getByRole('region', { name: 'Preview: as the careers page shows it' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview).toContainText('Leeds (hybrid)');
  await preview.getByRole('button', { name: 'Preview details' }).click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details.getByText('Write the runbooks')).toBeVisible();
  await expectAxeClean(page, 'console: job preview dialog');
  await page.keyboard.press('Escape');
  await expect(preview.getByRole('button', { name: 'Preview details' })).toBeFocused();
  await expectAxeClean(page, 'console: post a job');
  await page.getByRole('button', { name: /^Post/ }).click();
  await expect(main(page).getByText(`Job posted: ${title}.`, { exact: false })).toBeVisible();

  // The careers page has it at its next load; a visitor applies there.
  const visitor = await browser.newPage();
  await visitor.goto('/careers');
  const card = visitor.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^Apply Now/ }).click();
  const form = visitor.getByRole('dialog', { name: `Apply for ${title}` });
  await fillApplicant(form);
  const pdf = onePagePdf('Grace Okafor');
  await form.getByLabel('Resume').setInputFiles(resume('grace-okafor-cv.pdf', pdf));
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('Application submitted successfully!')).toBeVisible();
  await visitor.close();

  // The recruiter finds it: the job's applications, by the count on the jobs screen.
  await page.goto('/staff/jobs');
  await page.getByRole('link', { name: `1 application for ${title}` }).click();
  await expect(heading(page, 'Applications')).toBeVisible();
  await expect(main(page).getByText('1 application', { exact: true })).toBeVisible();
  await page.getByLabel('Search by name or email').fill('okaf');
  await expect(page).toHaveURL(/search=okaf/);
  await expect(page.getByLabel('Search by name or email')).toBeFocused();
  await expectAxeClean(page, 'console: applications');
  const csv = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export this application as CSV' }).click();
  const exported = await readFile((await (await csv).path())!, 'utf8');
  expect(exported.split('\n')[0]).toContain('Email');
  expect(exported).toContain('Okafor');
  expect(exported).toContain(title);

  await page.getByRole('link', { name: 'Grace Okafor' }).click();
  await expect(heading(page, 'Grace Okafor')).toBeFocused();
  await expectAxeClean(page, 'console: one application');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download resume \(/ }).click();
  const saved = await readFile((await (await download).path())!);
  expect(saved.equals(pdf)).toBe(true);

  await page.getByRole('radio', { name: 'Interview' }).check();
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(main(page).getByText('Status changed to Interview.')).toBeVisible();
  await page.getByLabel('Add a note').fill('Strong on incident reviews; book a panel.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(main(page).getByText('Note added.')).toBeVisible();
  await expect(page.getByLabel('Add a note')).toHaveValue('');
  await expect(main(page).getByText('Strong on incident reviews; book a panel.')).toBeVisible();
  await expect(main(page).getByText('Priya Raman').first()).toBeVisible();

  // After a reload the change is the server's, not the screen's.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Interview' })).toBeChecked();

  // Every one of these is in the audit log, with who did it.
  const audit = JSON.parse(await staffCommand('audit', '--since', '1h', '--json')) as {
    entries: Array<{ action: string; actor: { email: string | null } }>;
  };
  const mine = audit.entries.filter((entry) => entry.actor.email === recruiter.email);
  const actions = new Set(mine.map((entry) => entry.action));
  for (const action of [
    'staff.sign_in',
    'job.created',
    'application.listed',
    'application.exported',
    'application.viewed',
    'application.resume_downloaded',
    'application.status_changed',
    'application.note_added',
  ])
    expect(actions, `${action} in the audit log`).toContain(action);
  // The job comes off the careers page again (other tests read the sample jobs there), through
  // the console's question: it names the job and what closing does, and asks before it does it.
  const [posted] = (
    (await (await page.request.get('/api/staff/jobs?state=open&pageSize=100')).json()) as {
      jobs: Array<{ _id: string; title: string }>;
    }
  ).jobs.filter((job) => job.title === title);
  await page.goto(`/staff/jobs/${posted!._id}`);
  await expect(heading(page, 'Edit job')).toBeVisible();
  const closeJob = main(page).getByRole('button', { name: 'Close job' });
  await closeJob.click();
  const question = page.getByRole('dialog', { name: `Close ${title}?` });
  await expect(question).toHaveAccessibleDescription(
    'It comes off the careers page; its 1 application stays.',
  );
  await question.getByRole('button', { name: 'Keep it open' }).click();
  await expect(question).toBeHidden();
  await expect(closeJob).toBeFocused();
  await closeJob.click();
  await question.getByRole('button', { name: 'Close job' }).click();
  await expect(question).toBeHidden();
  await expect(
    main(page).getByText(
      `${title} is closed: it is off the careers page. Its 1 application stays.`,
    ),
  ).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Reopen job' })).toBeVisible();
  const after = JSON.parse(await staffCommand('audit', '--since', '1h', '--json')) as {
    entries: Array<{ action: string; actor: { email: string | null } }>;
  };
  expect(
    after.entries.filter((e) => e.actor.email === recruiter.email).map((e) => e.action),
  ).toContain('job.closed');
  await test.info().attach('audit-log.json', {
    body: JSON.stringify(mine, null, 2),
    contentType: 'application/json',
  });
});

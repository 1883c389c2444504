import { expect, test } from './support/test';

test('the QA page shows its 11 services, 7 steps, 6 benefits, 6 reasons and 6 open FAQs', async ({
  page,
}) => {
  await page.goto('/services/qa-services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('QA Services');
  await expect(page.getByRole('main')).toContainText('24+ years of QA expertise');
  const cards = (name: string) => page.getByRole('region', { name }).getByRole('listitem');
  await expect(cards('Our Testing Services')).toHaveCount(11);
  await expect(
    page.getByRole('region', { name: 'Our Testing Services' }).getByRole('heading', { level: 3 }),
  ).toHaveText([
    'API Testing',
    'AI Testing',
    'Blockchain Testing',
    'Cloud Testing',
    'Load and Performance Testing',
    'Manual Testing',
    'Mobile App Testing',
    'QA Consulting',
    'Salesforce Testing',
    'Security Testing',
    'Test Automation',
  ]);
  await expect(cards('Our Testing Process')).toHaveCount(7);
  await expect(
    page.getByRole('region', { name: 'Our Testing Process' }).getByRole('list'),
  ).toHaveJSProperty('tagName', 'OL');
  await expect(cards('Benefits of Professional QA')).toHaveCount(6);
  await expect(cards('Why Choose Corvane')).toHaveCount(6);

  // The answers are there to read, with nothing to open first.
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(faq.getByRole('button')).toHaveCount(0);
  await expect(faq.getByText(/1000\+ engineers/)).toBeVisible();
});

test('the three short pages have a way home and three points each', async ({ page }) => {
  for (const [path, heading] of [
    ['/web-development', 'Web Development Innovation'],
    ['/ai-ml', 'AI & Machine Learning Innovation'],
    ['/cybersecurity', 'Cybersecurity Innovation'],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/#home',
    );
    await expect(
      page.getByRole('region', { name: 'What sets our work apart' }).getByRole('listitem'),
    ).toHaveCount(3);
  }
  await page.getByRole('link', { name: 'Explore our Cyber Security Solutions' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cyber Security Solutions');
});

test('the AI hub shows its figures and capabilities; its button leads nowhere but shows how to reach the team', async ({
  page,
}) => {
  await page.goto('/ai-innovation-hub');
  const figures = page.getByRole('list', { name: 'The hub in figures' }).getByRole('listitem');
  await expect(figures).toHaveText([
    '150+ qubits at 99.95% fidelity',
    '99.999% uptime SLA',
    '10,000+ compute nodes',
    '50 PFLOPS of AI compute',
  ]);
  await expect(
    page.getByRole('region', { name: 'Capabilities' }).getByRole('listitem'),
  ).toHaveCount(3);
  // Spec 2.19: "a button that does nothing": it stays on the page, and shows the team's ways in.
  const button = page.getByRole('button', { name: 'Talk to the Hub team' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const main = page.getByRole('main');
  const email = main.getByRole('link', { name: 'info@corvane.example' });
  await expect(email).toBeHidden();
  await button.click();
  await expect(page).toHaveURL(/\/ai-innovation-hub$/);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(email).toHaveAttribute('href', 'mailto:info@corvane.example');
  await expect(main.getByRole('link', { name: '+44 1664 000 208' })).toBeVisible();
  await page.getByRole('link', { name: 'Send us a message' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeInViewport();
});

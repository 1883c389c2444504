import { expect, test } from './support/test';

// Spec 2.16, written out here (not imported from the site) so a page that loses them fails.
const products = [
  ['online-learning-platform', 'Online Learning Platform', 'Education'],
  ['smart-health-monitor', 'Smart Health Monitor', 'Healthcare'],
  ['precision-farming-drone', 'Precision Farming Drone', 'Agriculture'],
  ['ai-chatbot-assistant', 'AI Chatbot Assistant', 'Business Automation'],
  ['cloud-security-suite', 'Cloud Security Suite', 'Cybersecurity'],
  ['cyber-threat-analyzer', 'Cyber Threat Analyzer', 'SECURITY SOLUTION'],
  ['robotics-research-kit', 'Robotics Research Kit', 'RESEARCH EQUIPMENT'],
] as const;

test('every product page shows its own name, label, image, tiles, features, table and use cases', async ({
  page,
}) => {
  const seen = new Set<string>();
  for (const [slug, name, category] of products) {
    await page.goto(`/products/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('main').getByText(category, { exact: true })).toBeVisible();
    const image = page.getByRole('main').getByRole('img').first();
    await expect(image).toHaveAttribute('src', `/images/products/${slug}.svg`);
    const alt = (await image.getAttribute('alt')) ?? '';
    expect(alt.length, slug).toBeGreaterThan(30);
    expect(seen.has(alt), `${slug} repeats another page's alt text`).toBe(false);
    seen.add(alt);

    await expect(
      page.getByRole('list', { name: `${name} at a glance` }).getByRole('listitem'),
    ).toHaveCount(4);
    const features = page.getByRole('region', { name: 'Key Features' });
    expect(await features.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
    const table = page.getByRole('table', { name: 'Platform Details' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(
      page.getByRole('region', { name: 'Common Use Cases' }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
      'href',
      '/#products',
    );
  }
});

test('the spec’s values and lists appear as given, spec keys split into words', async ({
  page,
}) => {
  await page.goto('/products/robotics-research-kit');
  const table = page.getByRole('table', { name: 'Platform Details' });
  for (const [key, value] of [
    ['Processor', 'Dual-core ARM Cortex-A72 with a neural processing unit (NPU)'],
    ['Battery', 'Up to 8 hours'],
    ['Connectivity', 'Wi-Fi 6, Bluetooth 5.2, Ethernet and optional 5G'],
    ['Programming', 'Python, C++, ROS and a visual interface'],
  ] as const) {
    const row = table.getByRole('row', { name: new RegExp(`^${key}`) });
    await expect(row.getByRole('rowheader')).toHaveText(key);
    await expect(row.getByRole('cell')).toHaveText(value);
  }
  const features = page
    .getByRole('region', { name: 'Key Features' })
    .getByRole('heading', { level: 3 });
  await expect(features).toHaveText([
    'Modular hardware',
    'Sensor array',
    'Servo motors',
    'Computer vision',
    'Machine learning',
    'Open-source platform',
  ]);
  await expect(
    page.getByRole('region', { name: 'Common Use Cases' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['Academic Research', 'Industrial Prototyping', 'STEM Education']);

  await page.goto('/products/cyber-threat-analyzer');
  const analyzer = page.getByRole('table', { name: 'Platform Details' });
  await expect(analyzer.getByRole('rowheader')).toHaveText([
    'Deployment',
    'Scan Capacity',
    'Threat Intelligence',
    'Integration',
  ]);
  await expect(analyzer.getByRole('cell')).toHaveText([
    'Cloud, on-premise or hybrid',
    'Up to 100,000 endpoints',
    'Real-time updates',
    'SIEM compatibility, API access and third-party integrations',
  ]);
  await expect(
    page.getByRole('region', { name: 'Common Use Cases' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['Financial Institutions', 'Healthcare Organizations', 'Government Agencies']);

  await page.goto('/products/precision-farming-drone');
  await expect(page.getByRole('row', { name: /^Flight Time/ }).getByRole('cell')).toHaveText(
    'Up to 45 minutes',
  );
  await expect(page.getByRole('row', { name: /^Range/ }).getByRole('cell')).toHaveText('5 km');
});

test('a product page leads back to the products and on to the contact section', async ({
  page,
}) => {
  await page.goto('/products/smart-health-monitor');
  await page.getByRole('link', { name: 'Ask about this product' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Back to Products' }).click();
  await expect(page).toHaveURL(/\/#products$/);
});

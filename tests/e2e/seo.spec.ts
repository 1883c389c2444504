import { expect, test } from './support/test';
import { routes } from './support/routes';
import { headValue, jsonLdBlocks } from './support/head';

// What a crawler or a link preview reads: the prerendered HTML, before any script runs.

test('every page has its own title, description, canonical link, Open Graph and Twitter tags', async ({
  request,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  let origin: string | undefined;
  for (const { path } of routes) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title, path).toMatch(/ \| Corvane$/);
    expect(titles.has(title!), `${path}: title ${title} is not unique`).toBe(false);
    titles.add(title!);
    const description = headValue(html, 'name', 'description')!;
    expect(description.length, path).toBeGreaterThan(30);
    expect(descriptions.has(description), `${path}: description is not unique`).toBe(false);
    descriptions.add(description);

    const canonical = new URL(headValue(html, 'rel', 'canonical', 'href')!);
    expect(canonical.pathname, path).toBe(path);
    origin ??= canonical.origin;
    expect(canonical.origin).toBe(origin);
    expect(headValue(html, 'property', 'og:url'), path).toBe(canonical.href);
    expect(headValue(html, 'property', 'og:title'), path).toBe(title!.replace(/&amp;/g, '&'));
    expect(headValue(html, 'property', 'og:description'), path).toBe(description);
    expect(headValue(html, 'property', 'og:type'), path).toBe('website');
    expect(headValue(html, 'name', 'twitter:card'), path).toBe('summary_large_image');
    expect(headValue(html, 'name', 'twitter:title'), path).toBe(title!.replace(/&amp;/g, '&'));
    const image = headValue(html, 'property', 'og:image')!;
    expect(image).toMatch(/^https?:\/\//);
    expect(headValue(html, 'name', 'twitter:image'), path).toBe(image);
    expect(headValue(html, 'property', 'og:image:alt')!.length).toBeGreaterThan(20);
  }
});

test('the share image and the logo are served, at their stated size', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const image = new URL(headValue(html, 'property', 'og:image')!);
  const response = await request.get(image.pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(jpeg|png)/);
  expect(headValue(html, 'property', 'og:image:width')).toBe('1200');
  expect(headValue(html, 'property', 'og:image:height')).toBe('630');
  expect((await request.get('/images/og/corvane-logo.png')).status()).toBe(200);
});

test('structured data: Organization at home, breadcrumbs on products and services, FAQ on QA', async ({
  request,
}) => {
  const blocks = async (path: string) => jsonLdBlocks(await (await request.get(path)).text());

  const [organization] = await blocks('/');
  expect(organization).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Corvane',
    foundingDate: '2008',
  });
  expect(String(organization!.logo)).toMatch(/^https?:\/\/.+\.png$/);

  for (const [path, section, name] of [
    ['/products/robotics-research-kit', 'Products', 'Robotics Research Kit'],
    ['/services/sap-solutions', 'Services', 'SAP Solutions'],
  ] as const) {
    const [trail] = await blocks(path);
    expect(trail!['@type']).toBe('BreadcrumbList');
    const items = trail!.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((item) => [item.position, item.name])).toEqual([
      [1, 'Home'],
      [2, section],
      [3, name],
    ]);
    expect(new URL(items[2]!.item).pathname).toBe(path);
  }

  const qa = await blocks('/services/qa-services');
  const faq = qa.find((block) => block['@type'] === 'FAQPage')!;
  const questions = faq.mainEntity as {
    '@type': string;
    name: string;
    acceptedAnswer: { text: string };
  }[];
  expect(questions).toHaveLength(6);
  for (const question of questions) {
    expect(question['@type']).toBe('Question');
    expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
  }
  expect(qa.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
});

test('sitemap.xml lists every route in lower case, and robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!),
  );
  expect(urls.map((url) => url.pathname).sort()).toEqual(routes.map((r) => r.path).sort());
  for (const url of urls) expect(url.pathname).toBe(url.pathname.toLowerCase());

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain(`Sitemap: ${urls[0]!.origin}/sitemap.xml`);
});

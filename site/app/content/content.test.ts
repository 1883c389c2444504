import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cookieStatement } from './cookies';
import { productDetails, productPageFor } from './product-details';
import { products } from './products';
import { qaPage } from './qa-services';
import { serviceDetails, servicePageFor } from './service-details';
import { services } from './services';
import { shortPages } from './short-pages';

// Spec 2.16-2.21: every catalogue entry has its page content, with the spec's counts.
const publicFile = (path: string) => new URL(`../../public${path}`, import.meta.url);

describe('product pages (spec 2.16)', () => {
  it('has content for exactly the seven catalogue products', () => {
    expect(Object.keys(productDetails).sort()).toEqual(products.map((p) => p.slug).sort());
    expect(products).toHaveLength(7);
  });

  it.each(products.map((p) => [p.slug]))('%s has every field, with the counts', (slug) => {
    const page = productPageFor(slug)!;
    expect(page.name).toBeTruthy();
    expect(page.category).toBeTruthy();
    expect(page.description.length).toBeGreaterThan(30);
    expect(page.highlights).toHaveLength(4);
    expect(page.features.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(page.specs)).toHaveLength(4);
    Object.keys(page.specs).forEach((key) => expect(key).toMatch(/^[a-z][a-zA-Z]*$/));
    expect(page.useCases).toHaveLength(3);
    for (const item of [...page.features, ...page.useCases]) {
      expect(item.title).toBeTruthy();
      expect(item.text.length).toBeGreaterThan(20);
    }
    expect(page.image.alt.length).toBeGreaterThan(30);
    expect(existsSync(publicFile(page.image.src))).toBe(true);
    expect(page.path).toBe(`/products/${slug}`);
  });

  it('uses the spec table’s values as given', () => {
    const specs = (slug: string) => Object.values(productDetails[slug]!.specs).join(' | ');
    expect(specs('smart-health-monitor')).toContain('Up to 7 days');
    expect(specs('precision-farming-drone')).toContain('Up to 45 minutes');
    expect(productDetails['precision-farming-drone']!.specs.range).toBe('5 km');
    expect(productDetails['ai-chatbot-assistant']!.specs.languages).toBe('40+');
    expect(productDetails['cyber-threat-analyzer']!.specs).toEqual({
      deployment: 'Cloud, on-premise or hybrid',
      scanCapacity: 'Up to 100,000 endpoints',
      threatIntelligence: 'Real-time updates',
      integration: 'SIEM compatibility, API access and third-party integrations',
    });
    expect(productDetails['robotics-research-kit']!.specs).toEqual({
      processor: 'Dual-core ARM Cortex-A72 with a neural processing unit (NPU)',
      battery: 'Up to 8 hours',
      connectivity: 'Wi-Fi 6, Bluetooth 5.2, Ethernet and optional 5G',
      programming: 'Python, C++, ROS and a visual interface',
    });
  });

  it('lists the Cyber Threat Analyzer’s and Robotics Research Kit’s features and use cases', () => {
    const titles = (items: { title: string }[]) => items.map((item) => item.title);
    const analyzer = productDetails['cyber-threat-analyzer']!;
    expect(titles(analyzer.features)).toEqual([
      'Real-time threat detection',
      'Behavioural analysis',
      'Automated incident response',
      'Zero-day protection',
      'Security dashboard',
      'Compliance reporting',
    ]);
    expect(titles(analyzer.useCases)).toEqual([
      'Financial Institutions',
      'Healthcare Organizations',
      'Government Agencies',
    ]);
    const kit = productDetails['robotics-research-kit']!;
    expect(titles(kit.features)).toEqual([
      'Modular hardware',
      'Sensor array',
      'Servo motors',
      'Computer vision',
      'Machine learning',
      'Open-source platform',
    ]);
    expect(titles(kit.useCases)).toEqual([
      'Academic Research',
      'Industrial Prototyping',
      'STEM Education',
    ]);
  });

  it('finds a product whatever the slug’s capitalisation', () => {
    expect(productPageFor('Robotics-Research-Kit')?.path).toBe('/products/robotics-research-kit');
    expect(productPageFor('time-machine')).toBeUndefined();
  });
});

describe('service pages (spec 2.17)', () => {
  const detailed = services.filter((s) => s.slug !== 'qa-services');

  it('has content for the twelve services other than QA', () => {
    expect(Object.keys(serviceDetails).sort()).toEqual(detailed.map((s) => s.slug).sort());
    expect(detailed).toHaveLength(12);
  });

  it.each(detailed.map((s) => [s.slug]))('%s has every field, with the counts', (slug) => {
    const page = servicePageFor(slug)!;
    const long = slug === 'workforce-management' || slug === 'gsi';
    expect(page.intro.length).toBeGreaterThan(40);
    expect(page.overview).toHaveLength(long ? 3 : 2);
    expect(page.whatWeDo).toHaveLength(4);
    expect(page.challenges).toHaveLength(6);
    expect(page.differentiators).toHaveLength(4);
    expect(page.approaches).toHaveLength(long ? 4 : 3);
    for (const card of page.challenges) {
      expect(card.title && card.challenge && card.solution).toBeTruthy();
    }
    expect(existsSync(publicFile(page.image.src))).toBe(true);
    expect(page.image.alt.length).toBeGreaterThan(30);
  });

  it('does not repeat the content slips of the spec on workforce management and GSI', () => {
    for (const slug of ['workforce-management', 'gsi']) {
      const page = servicePageFor(slug)!;
      expect(page.challengesIntro).not.toMatch(/\bAI\b|artificial intelligence/i);
      expect(page.imageAlt).not.toMatch(/AI\/ML/);
    }
  });

  it('gives every service its own hero alt text', () => {
    const alts = detailed.map((s) => serviceDetails[s.slug]!.imageAlt);
    expect(new Set(alts).size).toBe(alts.length);
  });
});

describe('QA services page (spec 2.18)', () => {
  it('has the counts of the spec and its claims', () => {
    expect(qaPage.services).toHaveLength(11);
    expect(qaPage.process).toHaveLength(7);
    expect(qaPage.benefits).toHaveLength(6);
    expect(qaPage.reasons).toHaveLength(6);
    expect(qaPage.faq).toHaveLength(6);
    expect(JSON.stringify(qaPage)).toContain('24+ years of QA expertise');
    expect(qaPage.faq.map((entry) => entry.answer).join(' ')).toContain('1000+ engineers');
    expect(existsSync(publicFile('/images/services/qa-services.svg'))).toBe(true);
  });
});

describe('short marketing pages (spec 2.19)', () => {
  it('has three bullets on each of the three short pages and the hub’s cards and figures', () => {
    expect(shortPages.map((page) => page.path)).toEqual([
      '/web-development',
      '/ai-ml',
      '/cybersecurity',
      '/ai-innovation-hub',
    ]);
    for (const page of shortPages) {
      if (page.kind === 'bullets') expect(page.bullets).toHaveLength(3);
      else {
        expect(page.capabilities).toHaveLength(3);
        expect(page.figures.map((f) => `${f.value} ${f.label}`)).toEqual([
          '150+ qubits at 99.95% fidelity',
          '99.999% uptime SLA',
          '10,000+ compute nodes',
          '50 PFLOPS of AI compute',
        ]);
        expect(page.action.contact.to).toBe('/#contact');
      }
    }
  });
});

describe('cookie statement (spec 2.21)', () => {
  it('has the four categories, each with a description and examples, and the dates', () => {
    expect(cookieStatement.categories.map((c) => c.id)).toEqual([
      'essential',
      'functional',
      'analytics',
      'marketing',
    ]);
    for (const category of cookieStatement.categories) {
      expect(category.description.length).toBeGreaterThan(30);
      expect(category.examples.length).toBeGreaterThanOrEqual(2);
    }
    expect(cookieStatement.lastUpdated).toBe('March 23, 2025');
    expect(cookieStatement.privacyEmail).toMatch(/^privacy@/);
  });
});

describe('icon sprite', () => {
  it('holds every icon the content pages name', () => {
    const hub = shortPages.find((page) => page.kind === 'hub')!;
    const literal = [
      '../routes/product.tsx',
      '../components/ContentPage.tsx',
      '../components/marketing/BulletPage.tsx',
    ]
      .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
      .flatMap((source) => [...source.matchAll(/SpriteIcon name="([a-z-]+)"/g)].map((m) => m[1]!));
    expect(literal.length).toBeGreaterThanOrEqual(3);
    const named = [
      ...qaPage.services.map((service) => service.icon),
      ...(hub.kind === 'hub' ? hub.capabilities.map((capability) => capability.icon) : []),
      ...literal,
    ];
    const sprite = readFileSync(publicFile('/images/icons.svg'), 'utf8');
    for (const name of named) expect(sprite).toContain(`<symbol id="${name}"`);
  });
});

import { readFileSync } from 'node:fs';

// How the site's JavaScript is cut into files (decisions 064 and 065). Every response costs its headers
// (about 330 bytes), and a page's budget is 110 kB with React and React Router taking 90 of it,
// so small pieces that load together go into one file: what every page runs (the frame), and
// below it what several pages share.

const sep = String.raw`[\\/]`;
const path = (...parts: string[]) => new RegExp(parts.join(sep));

/**
 * Our packages' builds (tsup) put code in shared chunks named by hash: find them by the source
 * notes they keep (`// src/components/Alert/Alert.tsx`).
 */
const chunkSources = new Map<string, string>();
function chunkHolds(id: string, sources: RegExp, pkg = 'ui'): boolean {
  if (!new RegExp(`[\\\\/]${pkg}[\\\\/]dist[\\\\/]chunk-[\\w-]+\\.js$`).test(id)) return false;
  let source = chunkSources.get(id);
  if (source === undefined) {
    source = readFileSync(id, 'utf8');
    chunkSources.set(id, source);
  }
  return sources.test(source);
}

const FRAME_MODULES = [
  /vite[\\/]preload-helper/,
  // React itself with the frame: one chunk then dominates every user of the bundler's runtime
  // helpers, which join it instead of costing a request of their own.
  /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  path(
    'site',
    'app',
    'components',
    String.raw`(SiteHeader|NavLinks|BrandMark|HeaderAccount|NotFoundHead)\.tsx$`,
  ),
  path('site', 'app', String.raw`(hooks|icons)`, ''),
  path('site', 'app', 'auth', String.raw`(session\.tsx|token\.ts|names\.ts)$`),
  // What follows the cookie choice; the measurement itself (measure.ts) loads after consent.
  path('site', 'app', 'analytics', String.raw`(consent|useMeasurement)\.ts$`),
  path('site', 'app', 'content', String.raw`(company|navigation|not-found)\.ts$`),
  path('site', 'app', 'components', String.raw`PageHeader\.tsx$`),
  path('ui', 'dist', 'components', '(Button|CookieBanner)', ''),
  path('lucide-react', 'dist', 'esm', String.raw`icons${sep}(menu|x)\.mjs$`),
];

export const frameChunk = {
  name: 'frame',
  test: (id: string) =>
    FRAME_MODULES.some((pattern) => pattern.test(id)) ||
    chunkHolds(
      id,
      /\/\/ src\/(components\/(Button|CookieBanner)\/|lib\/(cx|Slot|icons|useControllableState)\.tsx?)/,
    ),
};

const PAGE_PARTS_MODULES = [
  path('contract', 'dist', String.raw`(call|errors|guards|messages)\.js$`),
  path('site', 'app', 'auth', String.raw`(target|messages|profile)\.ts$`),
  // The account screens' stylesheet address (`accounts.css?url`), else a 53-byte file of its own.
  path('site', 'app', 'styles', String.raw`accounts\.css\?url$`),
];

/**
 * What the pages that talk to the server need at load: messages, the single careers and profile
 * calls, alerts and the live regions they show in, the spinner that says it is loading (its look
 * is in the frame, with Button's).
 * Small, shared by those pages (and by the signed-in header, which fetches the profile), and one
 * file instead of seven.
 */
export const pagePartsChunk = {
  name: 'page-parts',
  test: (id: string) =>
    PAGE_PARTS_MODULES.some((pattern) => pattern.test(id)) ||
    chunkHolds(
      id,
      /\/\/ src\/components\/(Alert\/|Spinner\/Spinner\.tsx|Announcer\/LiveRegion\.tsx)/,
    ) ||
    chunkHolds(id, /\/\/ src\/(call|errors|guards|messages)\.ts/, 'contract'),
};

/**
 * What the careers list and the profile show while loading and once loaded: badges, skeleton
 * rows and the job card's icons. Apart from the page parts, so the sign-in and password screens
 * do not carry them.
 */
export const listPartsChunk = {
  name: 'list-parts',
  test: (id: string) =>
    path('lucide-react', 'dist', 'esm', 'icons', String.raw`(map-pin|wallet)\.mjs$`).test(id) ||
    chunkHolds(id, /\/\/ src\/components\/(Badge|Skeleton)\//),
};

/**
 * Radix's building blocks that its tabs, accordion and dialog share (context, ids, state,
 * presence, collection...) with our direction hook: one file, so a page with tabs does not carry the accordion, nor the
 * legal pages the tabs.
 */
export const radixBaseChunk = {
  name: 'radix-base',
  test: (id: string) =>
    path(
      '@radix-ui',
      String.raw`(primitive|react-(context|direction|id|presence|primitive|collection|compose-refs|slot|use-[\w-]+))`,
      '',
    ).test(id) || chunkHolds(id, /\/\/ src\/lib\/(useInheritedDirection|tabbable)\.ts/),
};

/** The tabs of the service and cookie pages with Radix's tabs and roving focus (only tabs use it). */
export const tabsChunk = {
  name: 'tabs',
  test: (id: string) =>
    path('@radix-ui', String.raw`react-(tabs|roving-focus)`, '').test(id) ||
    chunkHolds(id, /\/\/ src\/components\/Tabs\//),
};

const ACCOUNT_FORM_MODULES = [
  // The forms' shared parts; the two helpers would otherwise get a file of their own, a request more.
  path(
    'site',
    'app',
    'components',
    'accounts',
    String.raw`(SubmitButton\.tsx|NoticeBox\.tsx|EmailInput\.tsx|useFieldsInError\.ts|focusAndSelect\.ts)$`,
  ),
  path('site', 'app', 'content', String.raw`accounts\.ts$`),
  path('site', 'app', 'auth', String.raw`api\.ts$`),
  path('contract', 'dist', String.raw`api-client\.js$`),
];

/** What the sign-in, register and password screens share: fields, copy, the client. */
export const accountFormsChunk = {
  name: 'account-forms',
  test: (id: string) =>
    ACCOUNT_FORM_MODULES.some((pattern) => pattern.test(id)) ||
    chunkHolds(
      id,
      /\/\/ src\/(components\/(TextField|PasswordInput|Field)\/|lib\/filterKeepingCaret\.ts)/,
    ) ||
    chunkHolds(id, /\/\/ src\/api-client\.ts/, 'contract'),
};

import { readFileSync } from 'node:fs';

// How the site's JavaScript is cut into files (decision 061). Every response costs its headers
// (about 330 bytes), and a page's budget is 110 kB with React and React Router taking 90 of it,
// so small pieces that load together go into one file: what every page runs (the frame), what
// the home page's first screen runs, and the API client of the pages that call the server.

const sep = String.raw`[\\/]`;
const path = (...parts: string[]) => new RegExp(parts.join(sep));

/** @corvane/ui's build puts component code in shared chunks: find them by their source note. */
const uiSources = new Map<string, string>();
function uiChunkHolds(id: string, components: RegExp): boolean {
  if (!/[\\/]ui[\\/]dist[\\/]chunk-[\w-]+\.js$/.test(id)) return false;
  let source = uiSources.get(id);
  if (source === undefined) {
    source = readFileSync(id, 'utf8');
    uiSources.set(id, source);
  }
  return components.test(source);
}

const FRAME_MODULES = [
  /vite[\\/]preload-helper/,
  path('react-dom', String.raw`(index\.js|cjs`, String.raw`react-dom\.production)`),
  path('site', 'app', String.raw`(meta|site-url)\.ts$`),
  path(
    'site',
    'app',
    'components',
    String.raw`(SiteHeader|NavLinks|BrandMark|HeaderAccount)\.tsx$`,
  ),
  path('site', 'app', String.raw`(hooks|islands)`, String.raw`(?!useInView)`),
  path('site', 'app', 'auth', String.raw`(session\.tsx|token\.ts|names\.ts)$`),
  path('site', 'app', 'content', String.raw`(company|navigation|pages)\.ts$`),
  path('ui', 'dist', 'components', '(Button|CookieBanner)', ''),
  path(
    'lucide-react',
    'dist',
    'esm',
    String.raw`(icons${sep}(menu|x)\.js|createLucideIcon|Icon\.js|defaultAttributes|shared)`,
  ),
];

export const frameChunk = {
  name: 'frame',
  test: (id: string) =>
    FRAME_MODULES.some((pattern) => pattern.test(id)) ||
    uiChunkHolds(id, /\/\/ src\/(components\/(Button|CookieBanner)\/|lib\/(cx|Slot)\.tsx?)/),
};

const HOME_FIRST_SCREEN_MODULES = [
  path(
    'site',
    'app',
    'components',
    'home',
    String.raw`(HeroSection\.tsx|ProcessSection\.tsx|CursorFollower\.tsx|islands\.ts)$`,
  ),
  path('site', 'app', 'hooks', String.raw`useInView\.ts$`),
  path('site', 'app', 'content', 'home', String.raw`hero\.ts$`),
  path('ui', 'dist', 'components', 'Carousel', ''),
];

export const homeFirstScreenChunk = {
  name: 'home-first-screen',
  test: (id: string) =>
    HOME_FIRST_SCREEN_MODULES.some((pattern) => pattern.test(id)) ||
    uiChunkHolds(id, /\/\/ src\/components\/Carousel\//),
};

export const apiClientChunk = {
  name: 'api-client',
  test: (id: string) =>
    /[\\/]contract[\\/]dist[\\/]/.test(id) ||
    path('site', 'app', 'lib', String.raw`api\.ts$`).test(id),
};

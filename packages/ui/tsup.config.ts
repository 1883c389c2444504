import { readdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { designTokens } from './src/tokens/designTokens';

const DIRECTIVE = '"use client";\n';

/**
 * Sources a server component must get as values, not as references to a client module: strings
 * a root layout puts in the `<head>`. Each is an entry of its own, so esbuild gives it a chunk of
 * its own, and that chunk loses the banner again (serverModulesWithoutDirective). As a client
 * reference, the pre-paint script kept React from hydrating the `<head>` until the cookie
 * banner's JavaScript had arrived, and on a slow phone the page then failed to hydrate
 * (tests/consumer/nextjs.test.ts).
 */
const serverModules = ['src/components/CookieBanner/prepaint.ts'];

/** Takes the banner off a built file, keeping its source map on the right lines. */
async function withoutDirective(path: string) {
  const file = new URL(path, import.meta.url);
  const code = await readFile(file, 'utf8');
  if (!code.startsWith(DIRECTIVE)) throw new Error(`${path} lacks the "use client" banner`);
  await writeFile(file, code.slice(DIRECTIVE.length));
  // The banner's line maps to nothing: dropping its empty group keeps the map on the right lines.
  const mapFile = new URL(`${path}.map`, import.meta.url);
  const map = JSON.parse(await readFile(mapFile, 'utf8')) as { mappings: string };
  map.mappings = map.mappings.replace(/^;/, '');
  await writeFile(mapFile, JSON.stringify(map));
}

/**
 * Takes the banner off `dist/index.js`, which only re-exports. With it, a server component that
 * imports from `@corvane/ui` crosses into the client at the index, so a React Server Components
 * bundler (Next.js) ships every component to the browser; without it, each component module is
 * its own client boundary and the page gets only those it renders (tests/consumer/nextjs.test.ts).
 */
const indexWithoutDirective = () => withoutDirective('dist/index.js');

interface Metafile {
  outputs: Record<
    string,
    { inputs: Record<string, unknown>; imports: Array<{ path: string }>; entryPoint?: string }
  >;
}

/**
 * Takes the banner off the outputs made of `serverModules` only (their chunk and their entry),
 * and fails the build if esbuild ever puts one beside client code or has it import any.
 */
async function serverModulesWithoutDirective() {
  const metafile = new URL('dist/metafile-esm.json', import.meta.url);
  const { outputs } = JSON.parse(await readFile(metafile, 'utf8')) as Metafile;
  await rm(metafile);
  const isServer = (input: string) => serverModules.includes(input);
  const server = Object.entries(outputs).filter(([path, output]) => {
    const inputs = Object.keys(output.inputs);
    if (inputs.some(isServer) && !inputs.every(isServer)) {
      throw new Error(`${path} bundles ${inputs.filter(isServer).join(', ')} with client code`);
    }
    return (
      path.endsWith('.js') &&
      (inputs.length > 0 ? inputs.every(isServer) : isServer(output.entryPoint ?? ''))
    );
  });
  const serverPaths = new Set(server.map(([path]) => path));
  for (const [path, output] of server) {
    const client = output.imports.filter((imported) => !serverPaths.has(imported.path));
    if (client.length > 0)
      throw new Error(`${path} imports ${client.map((i) => i.path).join(', ')}`);
    await withoutDirective(path);
  }
  for (const source of serverModules) {
    if (!server.some(([, output]) => source in output.inputs))
      throw new Error(`${source}: no chunk`);
  }
}

/** `dist/tokens.json`: the tokens of tokens.css for design tools (src/tokens/designTokens.ts). */
async function tokensJson() {
  const css = await readFile(new URL('src/tokens/tokens.css', import.meta.url), 'utf8');
  const json = `${JSON.stringify(designTokens(css), null, 2)}\n`;
  await writeFile(new URL('dist/tokens.json', import.meta.url), json);
}

// Entries as an object, in a fixed order: tsup passes an array of entries through globby, which
// answers in whatever order the file system does, and esbuild orders the index's imports by
// entry, so `dist/index.js` (and the size measured through it) differed from build to build.
const entry = Object.fromEntries(
  [
    'index',
    ...readdirSync(new URL('src/components', import.meta.url), { withFileTypes: true })
      .filter((dirent) => dirent.isDirectory())
      .map((dirent) => `components/${dirent.name}/index`)
      .sort(),
    // Entries of their own, so each gets a chunk without client code (serverModules).
    ...serverModules.map((source) => source.replace(/^src\/|\.ts$/g, '')),
  ].map((name) => [name, `src/${name}.ts`]),
);

export default defineConfig([
  {
    // One module per component (plus shared chunks): with `sideEffects` in package.json, a bundler
    // drops every component module an app does not import, even through the index.
    entry,
    splitting: true,
    format: ['esm'],
    dts: true,
    sourcemap: true,
    // Which sources each output holds: serverModulesWithoutDirective reads it, then deletes it.
    metafile: true,
    clean: true,
    target: 'es2022',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    // Every component module is interactive (the index, which only re-exports, loses the banner
    // again: indexWithoutDirective). tsup's rollup `treeshake` would drop this banner; esbuild's
    // ESM output is tree-shakeable as it is, and `sideEffects` tells bundlers so.
    banner: { js: DIRECTIVE.trim() },
    onSuccess: async () => {
      await indexWithoutDirective();
      await serverModulesWithoutDirective();
    },
  },
  {
    // The one stylesheet: tokens, base and every component's CSS, with the font files beside it,
    // so it works from a bundler and from a plain <link> alike; and its two halves, the core
    // (what a marketing page uses) and the data screens' (decision 108).
    entry: {
      styles: 'src/styles.css',
      'css/core': 'src/css/core.css',
      'css/data': 'src/css/data.css',
    },
    minify: true,
    noExternal: ['@fontsource-variable/inter', '@fontsource-variable/jetbrains-mono'],
    loader: { '.woff2': 'file' },
    // Stable names (dist/fonts/inter-latin-wght-normal.woff2), exported as `@corvane/ui/fonts/*`,
    // so an app can preload a font at the very URL this stylesheet asks for.
    esbuildOptions(options) {
      options.assetNames = 'fonts/[name]';
    },
    // The same tokens for design tools, beside the stylesheet that declares them.
    onSuccess: tokensJson,
  },
]);

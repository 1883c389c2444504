import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../src/openapi-export';

// A client generated from the document (openapi-typescript, as a non-TypeScript team would use
// another generator) must fit the calls the site makes: test/openapi-client/site-calls.ts,
// type-checked against it by tsc. The document is the committed file (openapi.test.ts keeps it
// equal to what the server generates).

const here = fileURLToPath(new URL('.', import.meta.url));
const calls = join(here, 'openapi-client/site-calls.ts');
const contractSrc = fileURLToPath(new URL('../../contract/src/', import.meta.url));

/** The check file up to its first claim: its imports and helper types. */
const prelude = (text: string) => text.slice(0, text.indexOf('\nholds<') + 1);

let dir: string;
/** tsc's errors in the two files, checked as one program (one start of the compiler). */
let errors: string[];
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'corvane-openapi-client-'));
  const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8'));
  // A field with a default (the cover letter's '') may be left out of a request: by default
  // openapi-typescript would make it required.
  const types = await openapiTS(document, { defaultNonNullable: false });
  writeFileSync(join(dir, 'openapi.ts'), astToString(types));
  copyFileSync(calls, join(dir, 'site-calls.ts'));
  // One claim that must not hold, so the check is seen to bite: sign-in is not the contact form.
  writeFileSync(
    join(dir, 'wrong.ts'),
    prelude(readFileSync(calls, 'utf8')) +
      "holds<Fits<Sent<'login'>, JsonBody<paths['/api/contact']['post']>>>();\n",
  );
  errors = typeErrors('site-calls.ts', 'wrong.ts');
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** tsc's errors for these files, with the repository's strict settings, one line each. */
function typeErrors(...files: string[]) {
  const program = ts.createProgram(
    files.map((file) => join(dir, file)),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      verbatimModuleSyntax: true,
      noUncheckedIndexedAccess: true,
      skipLibCheck: true,
      types: [],
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      paths: { '@corvane/contract/client': [join(contractSrc, 'client.ts')] },
    },
  );
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const file = diagnostic.file?.fileName.replace(`${dir}/`, '') ?? '';
    const line = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line;
    const where = line === undefined ? file : `${file}:${line + 1}`;
    return `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}

describe('a client generated from the document', () => {
  it('type-checks against every call the site makes', () => {
    expect(errors.filter((error) => !error.startsWith('wrong.ts'))).toEqual([]);
  });

  it('refuses a call that does not fit (the check is not empty)', () => {
    const wrong = errors.filter((error) => error.startsWith('wrong.ts'));
    expect(wrong).toHaveLength(1);
    expect(wrong[0]).toMatch(/^wrong\.ts:\d+: Type 'false' does not satisfy the constraint 'true'/);
  });

  it('covers each path the contract client calls, and each is an operation', () => {
    const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8'));
    const called = ['api-client.ts', 'call.ts'].flatMap((file) =>
      [...readFileSync(join(contractSrc, file), 'utf8').matchAll(/'(\/api\/[^']+)'/g)].map(
        (match) => match[1]!,
      ),
    );
    expect(called.length).toBeGreaterThanOrEqual(13);
    const checked = readFileSync(calls, 'utf8');
    for (const path of called) {
      expect(document.paths, path).toHaveProperty([path]);
      expect(checked, path).toContain(`paths['${path}']`);
    }
  });
});

import fc from 'fast-check';
import { RESUMES } from './forms';

// Generators for the fuzz suite: what an attacker sends, not what a form does.

/** Strings that have broken servers: controls, bidi, lone surrogates, SQL, paths, huge. */
export const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u202eevil',
    '\ud800',
    '\udfff\ud800',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '%00%0d%0a',
    '\r\nBcc: victim@example.com',
    '{"$gt":""}',
    '__proto__',
    'constructor',
    '9'.repeat(400),
    'x'.repeat(40_000),
  ),
  fc.emailAddress(),
);

/** Any JSON value, hostile strings included, nested a little. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** An object with some of `valid`'s fields, each kept or made hostile, and maybe extra ones. */
function mutatedObject(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record(
      Object.fromEntries(
        Object.keys(valid).map((key) => [key, fc.oneof(fc.constant(valid[key]), hostileValue)]),
      ),
      { requiredKeys: [] },
    )
    .chain((body) =>
      fc
        .dictionary(hostileString, hostileValue, { maxKeys: 3 })
        .map((extra) => ({ ...extra, ...body })),
    );
}

/** A body for an endpoint: its own fields, some valid, some hostile, or something else entirely. */
export function jsonBody(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const mutated = mutatedObject(valid).map((body) => JSON.stringify(body));
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 2, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: hostileString },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{', '{"a":}', '[1,', '\u0000', '', '{"email": "a@b.co",}'),
    },
  );
}

/**
 * A measurement batch (POST /api/analytics): up to 60 events, each a valid one mutated or any
 * value, or a body that is no batch at all, or one past the 16 kB cap.
 */
export function analyticsBody(validEvents: Record<string, unknown>[]): fc.Arbitrary<string> {
  const event = fc.oneof(
    ...validEvents.map((valid) => ({ weight: 3, arbitrary: mutatedObject(valid) })),
    { weight: 1, arbitrary: hostileValue },
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.array(event, { maxLength: 60 }).map((events) => JSON.stringify({ events })),
    },
    { weight: 2, arbitrary: jsonBody({ events: validEvents }) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.constantFrom(...validEvents), { minLength: 40, maxLength: 50 })
        .map((events) => JSON.stringify({ events, pad: 'x'.repeat(16 * 1024) })),
    },
  );
}

export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zz',
  'application/xml',
  undefined,
);

/** Extra request headers, each maybe present. */
export const hostileHeaders = fc.record(
  {
    accept: fc.constantFrom('*/*', 'text/html', 'application/json;q=0', '\u0001'),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', '*'),
    'content-encoding': fc.constantFrom('gzip', 'deflate', 'br', 'x-unknown'),
    authorization: fc.oneof(
      fc.constantFrom('Bearer ', 'Bearer a.b.c', 'Basic YTpi', 'bearer eyJhbGciOiJub25lIn0.e30.'),
      fc.string({ unit: 'grapheme-ascii', maxLength: 200 }).map((s) => `Bearer ${s}`),
    ),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', '::1', 'not-an-ip', '1.1.1.1, 2.2.2.2', ''),
    origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost:5173'),
    cookie: fc.string({ unit: 'grapheme-ascii', maxLength: 100 }),
  },
  { requiredKeys: [] },
);

/** Printable ASCII only: what may stand in a header. */
const headerSafe = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

export interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
}

/** The application form's parts, mutated: wrong names, hostile values, odd files. */
export function applicationParts(valid: Record<string, string>): fc.Arbitrary<Part[]> {
  const field = fc.oneof(
    fc
      .constantFrom(...Object.keys(valid))
      .chain((name) =>
        fc.oneof(fc.constant(valid[name]!), hostileString).map((value) => ({ name, value })),
      ),
    fc.record({ name: hostileString.map(headerSafe), value: hostileString }),
  );
  const file = fc.record({
    name: fc.constantFrom('resume', 'resume', 'cv', ''),
    value: fc.oneof(
      fc.constantFrom(RESUMES.pdf, RESUMES.doc, RESUMES.docx, Buffer.alloc(0)),
      fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
      fc.uint8Array({ maxLength: 500 }).map((b) => Buffer.concat([RESUMES.pdf, Buffer.from(b)])),
    ),
    fileName: hostileString.map(headerSafe),
  });
  const base = Object.entries(valid).map(([name, value]) => ({ name, value }));
  return fc
    .tuple(fc.array(field, { maxLength: 6 }), fc.array(file, { maxLength: 3 }), fc.boolean())
    .map(([fields, files, keepBase]) => [...(keepBase ? base : []), ...fields, ...files]);
}

/** A multipart body by hand, so it can also be cut short or carry the wrong boundary. */
export function multipartBody(parts: Part[], boundary: string, cut: number | undefined): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.fileName === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.fileName.replace(/"/g, '')}"`;
    const type = part.fileName === undefined ? '' : 'Content-Type: application/pdf\r\n';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(chunks);
  return cut === undefined ? body : body.subarray(0, Math.floor(body.length * cut));
}

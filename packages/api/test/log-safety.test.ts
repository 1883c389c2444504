import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { serializeError } from '../src/logging';
import { newDataDir } from './data-dir';
import { post, registration } from './helpers';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

// A database error during register used to log the whole query error, parameters included:
// the new user's password hash.

describe('the log when the database fails', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: Database | undefined;

  beforeAll(async () => {
    const dataDir = newDataDir('corvane-log-');
    app = await buildApp(
      loadConfig({ DATA_DIR: dataDir, SITE_DIR: join(dataDir, 'none'), LOG_LEVEL: 'debug' }),
      { onDatabase: (db) => (database = db), logStream: { write: (line) => lines.push(line) } },
    );
  });
  afterAll(() => app.close());

  it('names the failed query but never its parameters (the password hash)', async () => {
    const body = registration();
    // A database that refuses the new row: the insert's parameters hold the password hash.
    await database!.db.execute(
      sql.raw(`CREATE FUNCTION refuse_row() RETURNS trigger LANGUAGE plpgsql
        AS $$ BEGIN RAISE EXCEPTION 'no new rows today'; END $$`),
    );
    await database!.db.execute(
      sql.raw(`CREATE TRIGGER refuse_users BEFORE INSERT ON users
        FOR EACH ROW EXECUTE FUNCTION refuse_row()`),
    );
    const res = await post(app, '/api/user/register', body);
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(typeof res.json().msg).toBe('string');

    const log = lines.join('');
    expect(log).toContain('Failed query');
    expect(log).not.toMatch(/\$argon2|scrypt\$/);
    expect(log).not.toContain(body.password);
    expect(log).not.toContain(body.email.split('@')[0]);
  });
});

describe('serializeError', () => {
  it("keeps a failed query's SQL but not its parameters, quoted values or detail", () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "secret-ish"'), {
      code: '22P02',
      detail: 'Failing row contains (hash)',
    });
    const error = new DrizzleQueryError('select $1', ['s3cr3t'], cause);
    const safe = JSON.stringify(serializeError(error));
    expect(safe).not.toContain('s3cr3t');
    expect(safe).toContain('select $1');
    expect(safe).not.toContain('secret-ish');
    expect(safe).not.toContain('Failing row');
    expect(safe).toContain('22P02');
  });
});

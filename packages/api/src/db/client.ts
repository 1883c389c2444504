import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { lockDataDir } from './lock';
import * as schema from './schema';

/** Both drivers share this query-builder type, so services need not know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Said in the lock error: what the caller was about to do. */
  purpose?: string;
  log?: FastifyBaseLogger;
}

/** The URL to name in a message: its password never. */
function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Where the embedded database keeps its files inside the data folder. */
export const embeddedDatabaseDir = (dataDir: string) => join(dataDir, 'db');

/** Opens the database and brings its schema up to date (migrations run on every start). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = MIGRATIONS_DIR;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Bounded waits: while the server is away, requests fail fast (503) instead of hanging.
      connectionTimeoutMillis: 5000,
      query_timeout: 15_000,
    });
    // An idle connection the server dropped: the pool replaces it on the next query.
    pool.on('error', (error) =>
      options.log?.warn({ err: error }, 'Lost an idle database connection'),
    );
    try {
      const db = drizzlePg({ client: pool, schema });
      await migratePg(db, { migrationsFolder });
      return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
    } catch (error) {
      await pool.end();
      const reason = error instanceof Error ? (error.cause ?? error) : error;
      throw new Error(
        `Could not open the PostgreSQL database ${withoutPassword(options.databaseUrl)}: ` +
          `${reason instanceof Error ? reason.message : String(reason)}. ` +
          'Check DATABASE_URL and that the server is running.',
      );
    }
  }

  const release = lockDataDir(options.dataDir, options.purpose ?? 'starting the server');
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({ dataDir: embeddedDatabaseDir(options.dataDir) });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    const opened = client;
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        try {
          await opened.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    release();
    throw error;
  }
}

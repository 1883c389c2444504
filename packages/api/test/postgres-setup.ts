// Global setup of the "api-postgres" Vitest project: a throwaway PostgreSQL server on loopback
// for the API suite, started and stopped by the run itself. Missing binaries fail the project.
import type { TestProject } from 'vitest/node';
import { startPostgres } from './pg-server';

export default async function setup(project: TestProject) {
  const server = await startPostgres({ maxConnections: 200 });
  project.provide('databaseUrl', server.url);
  return () => server.destroy();
}

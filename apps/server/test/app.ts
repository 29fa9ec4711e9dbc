import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type Config, testConfig } from '../src/config';
import type { ContainerOverrides } from '../src/container';
import type { Database } from '../src/db/client';
import { createTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real app on a fresh database, with test config (no worker, no demo data, silent logs). */
export async function buildTestApp(
  configOverrides: Partial<Config> = {},
  overrides: ContainerOverrides = {},
  /** Adds test-only routes before the app is sealed. */
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(configOverrides), database, overrides);
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

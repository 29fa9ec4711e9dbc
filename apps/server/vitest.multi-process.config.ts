import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * The multi-process suite: two real server processes on one PostgreSQL (TEST_DATABASE_URL),
 * spawned by the global setup, driven over HTTP. `npm run test:multi-process`.
 */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'multi-process',
    include: ['test/multi-process/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/multi-process/spawn-servers.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});

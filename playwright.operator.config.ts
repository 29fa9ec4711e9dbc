import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * End-to-end tests of running it for real (issue 28): demo mode off, an empty database (embedded,
 * or PostgreSQL with E2E_DATABASE_URL), e-mail over SMTP into a local sink. Other operator flows
 * (the campaign studio) add their specs to e2e/operator/ and use its support helpers.
 */
export default defineConfig({
  ...base,
  testDir: 'e2e/operator',
  testIgnore: [],
  // Whole flows with several people: longer than one screen's test.
  timeout: 90_000,
  outputDir: `.tmp/test-results-operator-${port}`,
  webServer: {
    command: 'node scripts/e2e-operator-server.mjs',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: { E2E_PORT: String(port) },
  },
});

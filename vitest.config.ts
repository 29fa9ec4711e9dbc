import { defineConfig } from 'vitest/config';

// One runner, three projects: `vitest run --project server` runs just the server suite.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});

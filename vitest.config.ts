import { defineConfig } from 'vitest/config';

// One runner, one project per workspace: `vitest run --project server` runs just the server suite.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/web-kit', 'apps/server', 'apps/portal', 'apps/console'],
  },
});

import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * A web workspace's Vitest project: its components rendered by React 19 in jsdom, `@/` for its
 * sources, and the kit's setup (jest-dom, Mantine's browser stand-ins, a console.error fails the
 * test). Plain JavaScript: Vitest loads its config's imports from node_modules as they are.
 * @param {string} name the project's name (`vitest run --project <name>`)
 * @param {string} sources the workspace's src folder, for `@/`
 */
export function webTestProject(name, sources) {
  return defineProject({
    plugins: [react()],
    resolve: { alias: { '@': sources } },
    test: {
      name,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['@portal/web-kit/testing/setup'],
      css: false,
    },
  });
}

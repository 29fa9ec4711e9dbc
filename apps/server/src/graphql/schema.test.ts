import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printGraphqlSchema } from './schema';

describe('GraphQL schema', () => {
  it('matches the committed SDL (run `npm run graphql:sdl -w @portal/server` after a change)', () => {
    const committed = readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8');
    expect(printGraphqlSchema()).toBe(committed);
  });
});

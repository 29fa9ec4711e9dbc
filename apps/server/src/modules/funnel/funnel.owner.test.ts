import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every Drizzle write of the content table's columns: `.set({…})` and `.values({…})` bodies. */
function writesOf(text: string): string[] {
  return [...text.matchAll(/\.(set|values)\(\{([\s\S]*?)\}\)/g)].map((m) => m[2]!);
}

describe('the funnel service alone writes content.funnel_state (issue 26)', () => {
  // Demo seeds write whole histories as data; everything the product does goes through the funnel.
  const files = sources(SRC).filter((f) => {
    const rel = relative(SRC, f);
    return !rel.startsWith('modules/funnel/') && !rel.startsWith('seed/') && !rel.startsWith('db/');
  });

  it('finds the server sources it guards', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(files.map((f) => [relative(SRC, f), f]))('%s writes no funnel_state', (_rel, file) => {
    const text = readFileSync(file, 'utf8');
    for (const body of writesOf(text)) expect(body).not.toMatch(/\bfunnel_state\b/);
    // Raw SQL updating the column would not show as a Drizzle write.
    expect(text).not.toMatch(/update\s+"?content"?\s+set[^;]*funnel_state/i);
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.test\.tsx?$/.test(entry.name) ? [] : [path.relative(root, full)];
  });
}

describe("the kit's exports", () => {
  it('name every source file, by its path without the extension (style sheets with it)', () => {
    const expected = Object.fromEntries(
      [...sources(path.join(root, 'src')), ...sources(path.join(root, 'build'))].map((file) => {
        const inSrc = file.replace(/^src\//, '');
        const name = inSrc.endsWith('.css') ? inSrc : inSrc.replace(/\.(tsx?|mjs)$/, '');
        return [`./${name}`, `./${file}`];
      }),
    );
    expect(pkg.exports).toEqual(expected);
  });

  it('point at files that exist', () => {
    for (const file of Object.values(pkg.exports))
      expect(existsSync(path.join(root, file))).toBe(true);
  });
});

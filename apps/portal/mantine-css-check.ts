import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** Mantine's component classes (m_ and a 7–8 digit hash), applied from JavaScript. */
const MANTINE_CLASS = /\bm_[0-9a-f]{7,8}\b/g;

/** Every class Mantine's complete style sheet styles. */
function classesMantineStyles(): Set<string> {
  const styles = createRequire(import.meta.url).resolve('@mantine/core/styles.css');
  return new Set(
    Array.from(readFileSync(styles, 'utf8').matchAll(MANTINE_CLASS), ([name]) => name),
  );
}

/**
 * The portal imports Mantine's styles per component (src/styles/mantine.css, decision 310). The
 * build fails when a script applies a class Mantine styles that no emitted style sheet defines:
 * a component drawn without its style sheet imported.
 */
export function mantineCssCheck(): Plugin {
  return {
    name: 'mantine-css-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const used = new Set<string>();
      const defined = new Set<string>();
      for (const output of Object.values(bundle)) {
        const text = output.type === 'chunk' ? output.code : String(output.source);
        const into =
          output.type === 'chunk' ? used : output.fileName.endsWith('.css') ? defined : null;
        if (into) for (const [name] of text.matchAll(MANTINE_CLASS)) into.add(name);
      }
      const styled = classesMantineStyles();
      const missing = [...used].filter((name) => styled.has(name) && !defined.has(name));
      if (missing.length > 0) {
        this.error(
          `Mantine classes drawn without their styles: ${missing.join(', ')}. Import the ` +
            "components' files in src/styles/mantine.css (grep the classes in @mantine/core/styles/).",
        );
      }
    },
  };
}

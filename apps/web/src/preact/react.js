/**
 * What `react` means in the portal's build (decision 308): preact/compat, plus React 19.2's
 * `Activity`, which Mantine 9 uses to keep Collapse, Transition and Tabs content mounted while
 * hidden. Hidden content sits in a `display: none` box, as React hides the host children;
 * visible content in a `display: contents` box, which adds no layout.
 *
 * JavaScript, not TypeScript: preact/compat's types are `export =`, which `export *` cannot
 * re-export; nothing imports this file by name (the build aliases `react` to it).
 */
import { createElement } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/** @param {{ mode?: 'visible' | 'hidden', children?: unknown }} props */
export function Activity({ mode = 'visible', children }) {
  const display = mode === 'hidden' ? 'none' : 'contents';
  return createElement('div', { style: { display } }, children);
}

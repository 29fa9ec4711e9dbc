import type { ReactNode } from 'react';
import classes from './table.module.css';

/**
 * A wide table's box, scrolling sideways on a phone. It takes the keyboard focus so a keyboard
 * can scroll it (axe 'scrollable-region-focusable', WCAG 2.1.1) when nothing inside is focusable.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={classes.scroll} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

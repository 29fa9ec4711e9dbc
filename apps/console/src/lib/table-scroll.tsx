import type { ReactNode } from 'react';
import table from './table.module.css';

/** A table that scrolls sideways in its own box on narrow screens, named for screen readers. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls takes focus so a keyboard can scroll it (axe scrollable-region-focusable)
    <section className={table.scroll} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page and fails on any serious or critical violation, listing them. WCAG 2.1
 * A/AA, plus label-content-name-mismatch (2.5.3 Label in Name), which axe ships as experimental:
 * a control whose accessible name hides its visible text fails speech users (issue 13).
 */
export async function expectNoAxeViolations(page: Page) {
  // A toast caught mid-fade has the colours of half its opacity: axe reads those as low
  // contrast. Check the page at rest, once CSS transitions and animations have finished.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const summary = serious.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * The WCAG contrast ratio of an element's text on its own background colour. For what axe leaves
 * "incomplete": a fixed toast over the page partly overlaps other elements, so axe cannot tell
 * its background and passes it unchecked.
 */
export async function textContrast(locator: Locator) {
  return locator.evaluate((element) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (css: string) => {
      const [r, g, b] = rgb(css).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let ground: Element | null = element;
    while (ground && getComputedStyle(ground).backgroundColor === 'rgba(0, 0, 0, 0)') {
      ground = ground.parentElement;
    }
    const text = luminance(getComputedStyle(element).color);
    const back = luminance(ground ? getComputedStyle(ground).backgroundColor : 'rgb(255,255,255)');
    return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
  });
}

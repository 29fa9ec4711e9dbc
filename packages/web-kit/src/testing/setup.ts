import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A route's first lazy import can take over a second on a loaded two-core CI machine.
configure({ asyncUtilTimeout: 3000 });

// Mantine reads these; jsdom has neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};
// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}
window.scrollTo = () => {};

/**
 * jsdom does not know HTML's <search> landmark yet (browsers do), so React says once that the
 * tag is unrecognized: that is the test browser's gap, not a fault of the page.
 */
const jsdomGap = (args: unknown[]) =>
  String(args[0]).startsWith('The tag <%s> is unrecognized') && args[1] === 'search';

// An unexpected console.error fails the test (epic-stack setup-test-env).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!jsdomGap(args)) errors.push(args);
  });
});

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.restoreAllMocks();
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`Unexpected console.error:\n${text}`);
  }
});

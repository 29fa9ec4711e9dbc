import { useEffect, useRef } from 'react';

/** Keys typed into a field are the reviewer's text, not shortcuts. */
function typing(target: EventTarget | null) {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

/**
 * Single-key shortcuts (j/k next/previous, a approve, c request changes) while no field has the
 * focus and no modifier is held, so browser and screen-reader keys keep working.
 */
export function useShortcuts(handlers: Record<string, () => void>) {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      const handler = current.current[event.key];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

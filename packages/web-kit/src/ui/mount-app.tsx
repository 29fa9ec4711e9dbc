import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** Draws the app into the page's `#root` (React 19, StrictMode). */
export function mountApp(app: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(<StrictMode>{app}</StrictMode>);
}

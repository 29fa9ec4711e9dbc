import { useLayoutEffect } from 'react';

/**
 * The server may have drawn the first screen into the page (decision 313): an inert
 * `#first-screen`, with the app's `#root` hidden behind it while the app starts. Once the app has
 * drawn that screen itself, or anything else (another page, an error), its drawing takes the
 * place of the server's in one step. Without a server drawing, this does nothing.
 */
export function handOverFirstScreen(): void {
  const drawn = document.getElementById('first-screen');
  if (!drawn) return;
  drawn.remove();
  document.getElementById('root')?.removeAttribute('hidden');
}

/** Hands the screen over (above) once `drawn` is true, in the commit that drew it: no frame between. */
export function useHandOverFirstScreen(drawn: boolean): void {
  useLayoutEffect(() => {
    if (drawn) handOverFirstScreen();
  }, [drawn]);
}

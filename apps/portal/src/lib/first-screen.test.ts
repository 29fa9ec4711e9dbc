import { afterEach, describe, expect, it } from 'vitest';
import { handOverFirstScreen } from './first-screen';

/** The page as the server sends it with a drawn first screen (decision 313). */
function drawnPage() {
  document.body.innerHTML =
    '<div id="first-screen" inert><main>Up next</main></div><div id="root" hidden><main>app</main></div>';
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('handing the server-drawn first screen over to the app', () => {
  it("removes the server's drawing and shows the app's in one step", () => {
    drawnPage();
    handOverFirstScreen();
    expect(document.getElementById('first-screen')).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);
    expect(document.body.textContent).toBe('app');
  });

  it('leaves a page the server did not draw as it is', () => {
    document.body.innerHTML = '<div id="root" hidden></div>';
    handOverFirstScreen();
    expect(document.getElementById('root')?.hidden).toBe(true);
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useReturnFocusOnClose } from './return-focus';

/**
 * An overlay's content, in a portal as Mantine renders it: its focus trap puts the focus on its
 * first item; Escape closes it.
 */
function Overlay({ onClose }: { onClose(): void }) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div data-portal="true">
      <div role="dialog" aria-label="Overlay" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
        <button type="button" ref={first} onClick={onClose}>
          News
        </button>
      </div>
    </div>
  );
}

/**
 * A lazily mounted overlay: it may first render already open (so nothing saw the opening), and
 * with `leaving` it keeps its content after closing (a closing transition).
 */
function Harness({
  startOpen = false,
  leaving = false,
}: {
  startOpen?: boolean;
  leaving?: boolean;
}) {
  const [opened, setOpened] = useState(startOpen);
  const button = useRef<HTMLButtonElement>(null);
  useReturnFocusOnClose(opened, () => button.current);
  return (
    <>
      <button type="button" ref={button} onClick={() => setOpened(true)}>
        Menu
      </button>
      <label>
        Search <input />
      </label>
      {(opened || leaving) && <Overlay onClose={() => setOpened(false)} />}
    </>
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('useReturnFocusOnClose', () => {
  it('gives the focus back to the button when an overlay that mounted open closes on Escape', async () => {
    render(<Harness startOpen />);
    expect(screen.getByRole('button', { name: 'News' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'News' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus());
  });

  it('also while the overlay is still on its way out, the focus still inside it', async () => {
    render(<Harness startOpen leaving />);
    fireEvent.click(screen.getByRole('button', { name: 'News' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus());
  });

  it('leaves the focus where the user moved it', async () => {
    render(<Harness startOpen leaving />);
    const news = screen.getByRole('button', { name: 'News' });
    expect(news).toHaveFocus();
    // The user clicks into the field, and that closes the overlay (as a click outside does).
    screen.getByRole('textbox', { name: 'Search' }).focus();
    fireEvent.click(news);
    await settle();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });

  it('does nothing on the first render nor on opening', async () => {
    render(<Harness />);
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    await settle();
    expect(search).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await settle();
    expect(screen.getByRole('button', { name: 'News' })).toHaveFocus();
  });
});

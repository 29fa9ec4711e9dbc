import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(props: { focusConfirm?: boolean; danger?: boolean }) {
  render(
    <MantineProvider>
      <ConfirmDialog
        opened
        title="Approve to post?"
        confirmLabel="Approve to post"
        onConfirm={() => undefined}
        onCancel={() => undefined}
        {...props}
      >
        Maya · Summer Glow.
      </ConfirmDialog>
    </MantineProvider>,
  );
}

// The browser's own Enter on a focused button clicks it (the e2e suite checks the focus after
// the a key): what the dialog decides is where the focus starts.
describe('ConfirmDialog', () => {
  it('with focusConfirm, opens with the focus on its action, so Enter takes it', async () => {
    renderDialog({ focusConfirm: true });
    const approve = screen.getByRole('button', { name: 'Approve to post' });
    await waitFor(() => expect(approve).toHaveFocus());
  });

  it('otherwise (and always for a danger), the focus starts elsewhere in the dialog', async () => {
    for (const props of [{}, { focusConfirm: true, danger: true }]) {
      renderDialog(props);
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      expect(screen.getByRole('button', { name: 'Approve to post' })).not.toHaveFocus();
      cleanup();
    }
  });
});

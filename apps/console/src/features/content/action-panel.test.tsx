import { MantineProvider } from '@mantine/core';
import { ApiError } from '@portal/web-kit/api/api-error';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ActionPanel, CONFLICT_MESSAGE } from './action-panel';

function Harness({
  actions,
  error,
  onAct,
}: {
  actions: string[];
  error?: unknown;
  onAct: () => void;
}) {
  const [commentFor, setCommentFor] = useState<string | null>(null);
  return (
    <MantineProvider>
      <ActionPanel
        actions={actions}
        commentFor={commentFor}
        onCommentFor={setCommentFor}
        onAct={onAct}
        pending={false}
        error={error ?? null}
      />
    </MantineProvider>
  );
}

describe('ActionPanel', () => {
  it('offers exactly the actions given, acting at once on those without comments', async () => {
    const onAct = vi.fn();
    render(<Harness actions={['approve_distribute', 'request_changes']} onAct={onAct} />);
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Approve to post', 'Request changes']);
    await userEvent.click(screen.getByRole('button', { name: 'Approve to post' }));
    expect(onAct).toHaveBeenCalledWith({ action: 'approve_distribute' });
  });

  it('asks for a comment for actions that carry one, and sends nothing without it', async () => {
    const onAct = vi.fn();
    render(<Harness actions={['request_changes']} onAct={onAct} />);
    await userEvent.click(screen.getByRole('button', { name: 'Request changes' }));
    const box = screen.getByLabelText(/Comment for the creator/);
    expect(box).toHaveFocus();
    const form = screen.getByRole('form', { name: 'Request changes' });
    await userEvent.click(form.querySelector('button[type="submit"]')!);
    expect(onAct).not.toHaveBeenCalled();
    expect(screen.getByText('Please write at least one comment for the creator.')).toBeVisible();
    await userEvent.type(box, 'Add the brand.{Enter}{Enter}Shorter, please.');
    await userEvent.click(form.querySelector('button[type="submit"]')!);
    expect(onAct).toHaveBeenCalledWith({
      action: 'request_changes',
      comments: ['Add the brand.', 'Shorter, please.'],
      reason: undefined,
    });
  });

  it('says someone else acted first on a conflict, even when no action is left', () => {
    const conflict = new ApiError({ status: 409, message: 'The content changed meanwhile.' });
    render(<Harness actions={[]} error={conflict} onAct={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(CONFLICT_MESSAGE);
    expect(
      screen.getByText('Nothing for you to do on this content in its current state.'),
    ).toBeVisible();
  });
});

import { MantineProvider } from '@mantine/core';
import { ApiError } from '@portal/web-kit/api/api-error';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentProps, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionPanel, CONFLICT_MESSAGE } from './action-panel';
import { draftKey } from './comment-draft';

afterEach(() => sessionStorage.clear());

function Harness({
  actions,
  error,
  onAct,
  approval,
  mediaBlocked,
}: {
  actions: string[];
  error?: unknown;
  onAct: () => void;
  approval?: ComponentProps<typeof ActionPanel>['approval'];
  mediaBlocked?: string | null;
}) {
  const [commentFor, setCommentFor] = useState<string | null>(null);
  return (
    <MantineProvider>
      <ActionPanel
        contentId={7}
        approval={approval}
        mediaBlocked={mediaBlocked}
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

  it('shows the 2,000-character limit and a counter, and refuses a longer comment', async () => {
    const onAct = vi.fn();
    render(<Harness actions={['request_changes']} onAct={onAct} />);
    await userEvent.click(screen.getByRole('button', { name: 'Request changes' }));
    expect(screen.getByText(/Each comment: at most 2,000 characters\./)).toBeVisible();
    const box = screen.getByLabelText(/Comment for the creator/);
    await userEvent.type(box, 'Nice');
    expect(screen.getByTestId('comment-counter')).toHaveTextContent('4 / 2,000 characters');
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(2000));
    expect(screen.getByTestId('comment-counter')).toHaveTextContent('2,004 / 2,000 characters');
    const form = screen.getByRole('form', { name: 'Request changes' });
    await userEvent.click(form.querySelector('button[type="submit"]')!);
    expect(onAct).not.toHaveBeenCalled();
    expect(
      screen.getByText(/Each comment can be at most 2,000 characters; one has 2,004\./),
    ).toBeVisible();
  });

  it('keeps the comment being typed when the page goes (a session that ends) and brings it back', async () => {
    const first = render(<Harness actions={['request_changes']} onAct={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Request changes' }));
    await userEvent.type(screen.getByLabelText(/Comment for the creator/), 'Mention the SPF');
    expect(sessionStorage.getItem(draftKey(7, 'request_changes'))).toBe('Mention the SPF');
    first.unmount();
    render(<Harness actions={['request_changes']} onAct={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Request changes' }));
    expect(screen.getByLabelText(/Comment for the creator/)).toHaveValue('Mention the SPF');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sessionStorage.getItem(draftKey(7, 'request_changes'))).toBeNull();
  });

  it('says a rejection is final and asks before sending it', async () => {
    const onAct = vi.fn();
    render(<Harness actions={['request_changes', 'reject']} onAct={onAct} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reject (final)' }));
    await userEvent.type(screen.getByLabelText(/Comment for the creator/), 'Off brief.');
    const form = screen.getByRole('form', { name: 'Reject (final)' });
    await userEvent.click(form.querySelector('button[type="submit"]')!);
    expect(onAct).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Reject this content for good?' });
    expect(dialog).toHaveTextContent('A rejection is final');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject (final)' }));
    expect(onAct).toHaveBeenCalledWith({
      action: 'reject',
      comments: ['Off brief.'],
      reason: undefined,
    });
  });

  it('says what approving owes, and refuses to approve while the media is not ready', async () => {
    const onAct = vi.fn();
    const approval = {
      owes: 'nothing' as const,
      amount: 0,
      notice: 'This invite is already approved: approving this owes nothing more.',
      extra_allowed: false,
    };
    render(
      <Harness
        actions={['approve_distribute']}
        approval={approval}
        mediaBlocked="The media is still processing: approve it once it can be seen."
        onAct={onAct}
      />,
    );
    expect(screen.getByTestId('approval-notice')).toHaveTextContent(approval.notice);
    expect(
      screen.getByText('The media is still processing: approve it once it can be seen.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Approve to post' })).toBeDisabled();
  });

  it('approves a further submission as an extra with its own amount when the reviewer says so', async () => {
    const onAct = vi.fn();
    const approval = {
      owes: 'nothing' as const,
      amount: 0,
      notice: 'Owes nothing more.',
      extra_allowed: true,
    };
    render(<Harness actions={['approve_distribute']} approval={approval} onAct={onAct} />);
    await userEvent.click(screen.getByLabelText('Accept as an extra, paid on top'));
    await userEvent.type(screen.getByLabelText('Extra amount ($)'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Approve to post' }));
    expect(onAct).toHaveBeenCalledWith({ action: 'approve_distribute', extra_amount: 40 });
  });
});

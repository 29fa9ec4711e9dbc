import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InvitationRows } from './invitation-rows';

const rows = [
  {
    id: 1,
    email: 'waiting@example.com',
    sent_at: '2026-11-20T15:00:00.000Z',
    state: 'Waiting',
    sends: 3,
  },
  {
    id: 2,
    email: 'joined@example.com',
    sent_at: '2026-11-19T15:00:00.000Z',
    state: 'Joined',
    sends: 1,
  },
];

describe('InvitationRows', () => {
  it('lists each invitation with the columns given, and acts on the row it was asked for', async () => {
    const onResend = vi.fn();
    const onWithdraw = vi.fn();
    render(
      <MantineProvider>
        <InvitationRows
          label="Invitations"
          rows={rows}
          columns={[{ header: 'State', cell: (r) => r.state }]}
          after={[{ header: 'By', cell: () => 'Ops' }]}
          sendCount={(r) => r.sends}
          onResend={onResend}
          onWithdraw={onWithdraw}
          canWithdraw={(r) => r.state === 'Waiting'}
        />
      </MantineProvider>,
    );
    const table = screen.getByRole('region', { name: 'Invitations' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['E-mail', 'State', 'Sent', 'By', 'Actions']);
    const [, waiting, joined] = within(table).getAllByRole('row');
    expect(waiting).toHaveTextContent('(3×)');
    expect(joined).not.toHaveTextContent('×');
    // Only a waiting invitation can be withdrawn; every row can be sent again.
    expect(
      within(joined!).queryByRole('button', { name: /Withdraw the invitation/ }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Withdraw the invitation to waiting@example.com' }),
    );
    expect(onWithdraw).toHaveBeenCalledWith(rows[0]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Resend the invitation to joined@example.com' }),
    );
    expect(onResend).toHaveBeenCalledWith(rows[1]);
  });

  it('has no action column when the list offers none', () => {
    render(
      <MantineProvider>
        <InvitationRows label="Invitations" rows={rows} columns={[]} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});

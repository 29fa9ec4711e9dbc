import { Button, Group, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from '@portal/web-kit/format/dates';
import type { ReactNode } from 'react';
import table from '../lib/table.module.css';
import { TableScroll } from '../lib/table-scroll';

/** One column of an invitation list: its heading and what a row shows in it. */
export interface InvitationColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/**
 * A list of invitations sent by e-mail (the team's staff invitations, the creator invitations):
 * the address, the columns the list adds (role, campaign, state, expiry…), when it was sent and
 * how often, and Resend / Withdraw where the list offers them for that row. Each button names
 * the address, for screen readers; the page says what happened.
 */
export function InvitationRows<T extends { id: number; email: string; sent_at: string }>(props: {
  label: string;
  rows: readonly T[];
  /** Columns between the address and the sending time. */
  columns: InvitationColumn<T>[];
  /** Columns after the sending time. */
  after?: InvitationColumn<T>[];
  /** How many times it was sent; shown when more than once. */
  sendCount?: (row: T) => number;
  onResend?: (row: T) => void;
  /** Withdraw, for the rows `canWithdraw` admits (all when it is not given). */
  onWithdraw?: (row: T) => void;
  canWithdraw?: (row: T) => boolean;
}) {
  const after = props.after ?? [];
  const withActions = !!(props.onResend || props.onWithdraw);
  return (
    <TableScroll label={props.label}>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            {props.columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
            <th scope="col">Sent</th>
            {after.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
            {withActions && (
              <th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => {
            const count = props.sendCount?.(row) ?? 1;
            const withdrawable = !!props.onWithdraw && (props.canWithdraw?.(row) ?? true);
            return (
              <tr key={row.id}>
                <td>{row.email}</td>
                {props.columns.map((c) => (
                  <td key={c.header}>{c.cell(row)}</td>
                ))}
                <td>
                  {formatDateTime(row.sent_at)}
                  {count > 1 ? ` (${count}×)` : ''}
                </td>
                {after.map((c) => (
                  <td key={c.header}>{c.cell(row)}</td>
                ))}
                {withActions && (
                  <td>
                    <Group gap="xs" wrap="nowrap">
                      {props.onResend && (
                        <Button
                          size="compact-xs"
                          variant="default"
                          aria-label={`Resend the invitation to ${row.email}`}
                          onClick={() => props.onResend?.(row)}
                        >
                          Resend
                        </Button>
                      )}
                      {withdrawable && (
                        <Button
                          size="compact-xs"
                          variant="default"
                          color="red"
                          aria-label={`Withdraw the invitation to ${row.email}`}
                          onClick={() => props.onWithdraw?.(row)}
                        >
                          Withdraw
                        </Button>
                      )}
                    </Group>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

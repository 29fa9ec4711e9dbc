import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditTrail, Comments } from './history';

const at = '2026-11-27T08:04:00.000Z';

describe('Comments', () => {
  it('does not call a brand’s change request an ops one (both are OPS_REQUEST_FIX)', () => {
    render(
      <MantineProvider>
        <Comments
          comments={[
            {
              comment_source: 'OPS_REQUEST_FIX',
              messages: ['Say what is in the bowl.'],
              created_at: at,
            },
          ]}
        />
      </MantineProvider>,
    );
    expect(screen.getByText(/^Changes requested · /)).toBeInTheDocument();
    expect(screen.queryByText(/Ops:/)).not.toBeInTheDocument();
  });
});

describe('AuditTrail', () => {
  it('names the submission step and who made it in words', () => {
    render(
      <MantineProvider>
        <AuditTrail
          steps={[
            {
              from_state: null,
              action: 'submit_content',
              to_state: 'CONTENT_IN_REVIEW',
              actor_type: 'creator',
              actor_email: null,
              reason: null,
              created_at: at,
            },
          ]}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('cell', { name: 'Content submitted' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Creator' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'creator' })).not.toBeInTheDocument();
    expect(screen.queryByText('submit_content')).not.toBeInTheDocument();
  });
});

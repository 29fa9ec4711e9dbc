import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ContentStatus } from '@portal/domain/content/content-status-api';
import { PAYOUT_STATE_COPY, payoutTimeline } from '@portal/domain/money/payout-status';
import { formatDay, listSpansYears } from '@portal/web-kit/format/dates';
import { formatCents } from '@portal/web-kit/format/money';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The content's payment (issue 14): the amount, where the payout stands and what to do if it did
 * not arrive, its timeline (approved → payout created → sent to PayPal → paid) with dates in the
 * creator's zone, and the reference to quote to support.
 */
export function PaymentPanel({ payout }: { payout: NonNullable<ContentStatus['payout']> }) {
  const copy = PAYOUT_STATE_COPY[payout.state];
  const steps = payoutTimeline(payout.state, {
    approvedAt: payout.approved_at,
    createdAt: payout.created_at,
    sentAt: payout.sent_at,
    finalAt: payout.final_at,
  });
  // Dates carry their year when the steps fall in different years (decision 542).
  const year = listSpansYears(steps.map((s) => s.at));
  return (
    <Stack component="section" aria-labelledby="payment" gap="xs" w="100%">
      <Title order={2} size="h5" id="payment">
        Payment
      </Title>
      <Text fw={700}>
        {formatCents(payout.amount_cents)} · {copy.label}
        {payout.state === 'paid' &&
          payout.final_at !== null &&
          ` on ${formatDay(payout.final_at, { year })}`}
      </Text>
      {copy.help && (
        <Text size="sm" c="red.9">
          {copy.help}{' '}
          <Anchor
            component={Link}
            to={paths.creator.dashboard.profile.getHref({ panel: 'payment' })}
            underline="always"
          >
            Open my profile
          </Anchor>
        </Text>
      )}
      <ol
        aria-label="Payment steps"
        style={{ margin: 0, paddingLeft: '1.25rem', fontSize: 'var(--mantine-font-size-sm)' }}
      >
        {steps.map((step) => (
          <li key={step.label}>
            <Text size="sm" span c={step.done ? undefined : 'dimmed'}>
              {step.label}
              {step.at !== null
                ? ` · ${formatDay(step.at, { year })}`
                : step.done
                  ? ''
                  : ' · not yet'}
            </Text>
          </li>
        ))}
      </ol>
      <Text size="sm" c="dimmed">
        Reference: {payout.reference} ·{' '}
        <Anchor
          component={Link}
          to={paths.creator.dashboard.earnings.getHref()}
          size="sm"
          underline="always"
        >
          All my earnings
        </Anchor>
      </Text>
    </Stack>
  );
}

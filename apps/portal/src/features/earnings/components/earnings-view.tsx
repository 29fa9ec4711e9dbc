import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Earnings } from '@portal/domain/money/earnings';
import { PAYOUT_STATE_COPY } from '@portal/domain/money/payout-status';
import { formatDay, listSpansYears } from '@portal/web-kit/format/dates';
import { formatCents } from '@portal/web-kit/format/money';
import { notifyError } from '@portal/web-kit/ui/notify';
import { useState } from 'react';
import { Link } from 'react-router';
import { BorderedCard } from '@/components/ui/bordered-card';
import { paths } from '@/config/paths';
import { getEarningsCsv } from '../api/get-earnings';
import classes from './earnings-view.module.css';

const TOTALS = [
  ['earned_cents', 'Earned to date', 'Everything approved'],
  ['in_review_cents', 'In review', 'Pays if approved'],
  ['owed_cents', 'Owed', 'Approved, not sent yet'],
  ['on_its_way_cents', 'On its way', 'With PayPal'],
  ['paid_cents', 'Paid', 'In your PayPal'],
] as const;

/** Saves the CSV export as a file the browser downloads. */
async function downloadCsv(year: number | null) {
  try {
    const csv = await getEarningsCsv(year);
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: `earnings${year ? `-${year}` : ''}.csv`,
    });
    link.click();
    URL.revokeObjectURL(url);
  } catch (error) {
    notifyError(error);
  }
}

/**
 * The creator's money (issue 14): totals that add up to the payouts listed, a year filter, each
 * payout with its campaign, amount, state, dates and reference, and a CSV export.
 */
export function EarningsView({
  earnings,
  year,
  onYear,
}: {
  earnings: Earnings;
  year: number | null;
  onYear: (year: number | null) => void;
}) {
  // A list that spans years writes each date with its year (issue 31).
  const spansYears = listSpansYears(earnings.payouts.flatMap((p) => [p.created_at, p.paid_at]));
  const [exporting, setExporting] = useState(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Earnings
        </Title>
        <Group gap="sm" align="flex-end">
          {/* A plain select: Mantine's inputs would join the chunk every page loads (vite.config). */}
          <label className={classes.year}>
            Year
            <select
              value={year === null ? 'all' : String(year)}
              onChange={(event) =>
                onYear(
                  event.currentTarget.value === 'all' ? null : Number(event.currentTarget.value),
                )
              }
            >
              <option value="all">All years</option>
              {/* A year counts the money paid in it; money still to come counts this year. */}
              {earnings.years.map((y) => (
                <option key={y} value={String(y)}>
                  {y}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="default"
            loading={exporting}
            onClick={async () => {
              setExporting(true);
              await downloadCsv(year);
              setExporting(false);
            }}
          >
            Export CSV
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" component="dl" m={0}>
        {TOTALS.map(([key, label, hint]) => (
          <BorderedCard key={key} padding="md">
            <Text component="dt" size="sm" c="dimmed" fw={600}>
              {label}
            </Text>
            <dd style={{ margin: 0 }}>
              <Text component="span" display="block" fz="xl" fw={700} data-amount>
                {formatCents(earnings.totals[key])}
              </Text>
              <Text component="span" display="block" size="xs" c="dimmed">
                {hint}
              </Text>
            </dd>
          </BorderedCard>
        ))}
      </SimpleGrid>
      <section aria-labelledby="payouts">
        <Title order={2} size="h4" id="payouts" mb="sm">
          Payouts
        </Title>
        {earnings.payouts.length === 0 ? (
          <Text c="dimmed">
            No payouts {year ? `paid in ${year}` : 'yet'}. Approved content that pays shows here.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {earnings.payouts.map((payout) => (
              <li key={payout.id}>
                <BorderedCard padding="md">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <div>
                      <Anchor
                        component={Link}
                        to={paths.creator.content.getHref(payout.media_id)}
                        fw={700}
                      >
                        {payout.campaign.name}
                      </Anchor>
                      <Text size="sm" c="dimmed">
                        by {payout.campaign.brand} · approved{' '}
                        {formatDay(payout.created_at, { year: spansYears })}
                        {payout.paid_at !== null &&
                          ` · paid ${formatDay(payout.paid_at, { year: spansYears })}`}
                      </Text>
                      <Text size="xs" c="dimmed">
                        Reference: {payout.reference}
                      </Text>
                    </div>
                    <div style={{ textAlign: 'right' }}>
                      <Text fw={700}>{formatCents(payout.amount_cents)}</Text>
                      <Text size="sm">{PAYOUT_STATE_COPY[payout.state].label}</Text>
                    </div>
                  </Group>
                </BorderedCard>
              </li>
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}

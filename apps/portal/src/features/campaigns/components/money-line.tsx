import { Anchor, Group, Text } from '@mantine/core';
import type { CampaignsPage } from '@portal/domain/campaigns/campaign-api';
import { formatDollars } from '@portal/domain/money/format';
import { Link } from 'react-router';
import { BorderedCard } from '@/components/ui/bordered-card';
import { paths } from '@/config/paths';
import classes from './money-line.module.css';

const money = (cents: number) => formatDollars(cents / 100);

/**
 * The creator's money on the first screen (issue 31): what is owed to them (approved, not in
 * their PayPal yet), what is in review and what was paid — the Earnings page's own totals — with
 * the way to Earnings. Hidden until there is any money to speak of.
 */
export function MoneyLine({ money: totals }: { money: CampaignsPage['money'] }) {
  const owed = totals.owed_cents + totals.on_its_way_cents;
  if (owed + totals.in_review_cents + totals.paid_cents === 0) return null;
  const items = [
    ['Owed to you', owed],
    ['In review', totals.in_review_cents],
    ['Paid', totals.paid_cents],
  ] as const;
  return (
    <BorderedCard padding="md" component="section" aria-labelledby="your-money">
      <Group justify="space-between" align="center" gap="sm">
        <Text id="your-money" fw={700}>
          Your money
        </Text>
        <Anchor component={Link} to={paths.creator.dashboard.earnings.getHref()} fw={600}>
          See Earnings
        </Anchor>
      </Group>
      <dl className={classes.list}>
        {items.map(([label, cents]) => (
          <div key={label} className={classes.item}>
            <dt>{label}</dt>
            <dd>{money(cents)}</dd>
          </div>
        ))}
      </dl>
    </BorderedCard>
  );
}

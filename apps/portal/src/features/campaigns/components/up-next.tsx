import { Button, Text, Title } from '@mantine/core';
import type { UpNextItem } from '@portal/domain/campaigns/campaign-api';
import { deadlineUid } from '@portal/domain/deadlines/deadline-events';
import { UP_NEXT_COPY, UP_NEXT_TITLE } from '@portal/domain/home/up-next';
import { formatDue } from '@portal/web-kit/format/dates';
import { Link } from 'react-router';
import { BorderedCard } from '@/components/ui/bordered-card';
import { paths } from '@/config/paths';
import { submitTargetHref } from './card-targets';
import { SOCIAL_ACCOUNTS_PANEL } from './prompts';
import classes from './up-next.module.css';

/** Where an action's one button goes. */
function actionHref(item: UpNextItem): string {
  switch (item.kind) {
    case 'accept_invite':
      return paths.creator.onboarding.inviteGuidelines.getHref(item.invite_id!);
    case 'submit_content':
      return item.target
        ? submitTargetHref(item.target as Parameters<typeof submitTargetHref>[0])
        : paths.creator.dashboard.submitPost.getHref(item.invite_id!);
    case 'fix_caption':
    case 'post_content':
    case 'select_post':
    case 'fix_post':
      return paths.creator.content.getHref(item.media_id!);
    case 'add_paypal':
      return paths.creator.dashboard.profile.getHref({ panel: 'payment' });
    case 'finish_profile':
      return paths.creator.dashboard.profile.getHref();
    case 'connect_account':
      return paths.creator.dashboard.profile.getHref({ panel: SOCIAL_ACCOUNTS_PANEL });
  }
}

/** Downloads the deadline as an .ics file; the code loads on the first click. */
async function addToCalendar(item: UpNextItem) {
  const { downloadDeadline } = await import('../api/download-deadline');
  await downloadDeadline(
    deadlineUid({ kind: item.kind, inviteId: item.invite_id, mediaId: item.media_id }),
  );
}

/**
 * The due moment in the creator's zone, with its time, and where it stands: the same words as the
 * card's (one formatter, decision 542); a passed deadline reads overdue, never "today".
 */
function Due({ at, now }: { at: number; now: number }) {
  const due = formatDue(at, now);
  const className =
    due.state === 'overdue'
      ? classes.overdue
      : due.state === 'due_today'
        ? classes.today
        : undefined;
  return (
    <span className={classes.due}>
      Due {due.date} · <span className={className}>{due.relative}</span>
    </span>
  );
}

/**
 * "Up next" at the top of CAMPAIGNS (issue 13): the most urgent actions across the creator's
 * invites (domain home/up-next), each with its campaign, its due date and one button.
 */
export function UpNext({
  upNext,
  now,
}: {
  upNext: { items: UpNextItem[]; total: number };
  now: number;
}) {
  if (upNext.items.length === 0) return null;
  const more = upNext.total - upNext.items.length;
  return (
    <BorderedCard padding="lg" component="section" aria-labelledby="up-next">
      <Title order={2} size="h3" id="up-next" mb="sm">
        {UP_NEXT_TITLE}
      </Title>
      <ul className={classes.list}>
        {upNext.items.map((item) => {
          const copy = UP_NEXT_COPY[item.kind];
          return (
            <li key={`${item.kind}-${item.invite_id}-${item.media_id}`} className={classes.item}>
              <div>
                <div className={classes.action}>{copy.action}</div>
                {item.campaign && (
                  <div className={classes.campaign}>
                    {item.campaign.name} · by {item.campaign.brand}
                  </div>
                )}
                {item.due_at !== null && (
                  <div className={classes.dueLine}>
                    <Due at={item.due_at} now={now} />
                    <button
                      type="button"
                      className={classes.calendar}
                      onClick={() => void addToCalendar(item)}
                      aria-label={`Add to calendar: ${copy.action}${item.campaign ? `, ${item.campaign.name}` : ''}`}
                    >
                      Add to calendar
                    </button>
                  </div>
                )}
              </div>
              <Button
                component={Link}
                to={actionHref(item)}
                size="sm"
                className={classes.button}
                aria-label={item.campaign ? `${copy.button}: ${item.campaign.name}` : undefined}
              >
                {copy.button}
              </Button>
            </li>
          );
        })}
      </ul>
      {more > 0 && (
        <Text size="sm" c="dimmed" mt="sm">
          and {more} more on the cards below
        </Text>
      )}
    </BorderedCard>
  );
}

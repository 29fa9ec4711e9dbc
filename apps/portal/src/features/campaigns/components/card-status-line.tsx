import type { CardView } from '@portal/domain/campaigns/campaign-api';
import { formatDue } from '@portal/web-kit/format/dates';
import classes from './campaign-card.module.css';

/**
 * The line under a card's title (issues 13, 31): what the invite's view says — its status chip,
 * the date its next move is due (in the creator's zone, with the time: 'Accept by 07/03, 8:56 AM ·
 * overdue'), and its money ('$150 payout', 'Paid $150'). Every card has one, whatever its state.
 */
export function CardStatusLine({ view, now }: { view: CardView; now: number }) {
  const due = view.due ? formatDue(view.due.at, now) : null;
  return (
    <div className={classes.status}>
      <span className={classes.chip} data-tone={view.tone}>
        {view.chip}
      </span>
      {view.due && due && (
        <span>
          {view.due.label} {due.date} ·{' '}
          <span
            className={
              due.state === 'overdue'
                ? classes.overdue
                : due.state === 'due_today'
                  ? classes.today
                  : undefined
            }
          >
            {due.relative}
          </span>
        </span>
      )}
      {view.money.label && <span className={classes.money}>{view.money.label}</span>}
    </div>
  );
}

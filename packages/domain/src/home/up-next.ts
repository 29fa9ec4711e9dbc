import {
  ACTION_COPY,
  type InviteActionKind,
  type InviteListView,
  type InviteStep,
  type MoneyState,
} from '../invites/invite-view';
import type { SubmitTarget } from '../invites/submit-button';

/**
 * The dashboard's "Up next" block (issue 13): the creator's most urgent actions across their
 * invites, each one line with its due date and one button that goes straight to it.
 */
export const UP_NEXT_KINDS = [
  'accept_invite',
  'submit_content',
  'fix_caption',
  'post_content',
  'select_post',
  'fix_post',
  'add_paypal',
  'finish_profile',
  'connect_account',
] as const;
export type UpNextKind = (typeof UP_NEXT_KINDS)[number];

/** How many actions the dashboard lists; the rest are counted. */
export const UP_NEXT_LIMIT = 5;

export type UpNextAction = {
  kind: UpNextKind;
  /** The invite the action is about; null for the creator's own actions (profile, PayPal). */
  inviteId: number | null;
  /** The content screen an action on a submission opens. */
  mediaId: number | null;
  /** Epoch seconds; null when the action has no deadline. */
  dueAt: number | null;
  /** Where 'submit_content' goes (the card's own submit rules). */
  target: SubmitTarget | null;
};

/** What one invite contributes: its view (domain invites/invite-view), computed once per answer. */
export type UpNextEntry = { inviteId: number; view: InviteListView };

export type UpNextCreator = {
  profileComplete: boolean;
  hasPaymentInformation: boolean;
  /** Neither Instagram nor TikTok is connected (the 'Want more campaigns?' rule). */
  needsSocialAccount: boolean;
};

/**
 * The labels and buttons of each action (our copy; the spec has no such block). An invite's
 * actions read as the invite's view says them (`ACTION_COPY`): one copy for card and list.
 */
export const UP_NEXT_COPY: Record<UpNextKind, { action: string; button: string }> = {
  ...(Object.fromEntries(
    Object.entries(ACTION_COPY).map(([kind, copy]) => [
      kind,
      { action: copy.label, button: copy.button },
    ]),
  ) as Record<InviteActionKind, { action: string; button: string }>),
  add_paypal: { action: 'Add your PayPal e-mail to get paid', button: 'Add PayPal' },
  finish_profile: { action: 'Finish your profile for more invites', button: 'Finish profile' },
  connect_account: { action: 'Connect Instagram or TikTok', button: 'Connect' },
};

export const UP_NEXT_TITLE = 'Up next';

/** Money that is, or will be, the creator's once paid: PayPal is needed to receive it. */
const EARNING: readonly MoneyState[] = ['in_review', 'owed', 'failed'];

/** Steps of an invite the creator is approved for (their work can be paid). */
const APPROVED_STEPS: readonly InviteStep[] = [
  'window_upcoming',
  'submit',
  'in_review',
  'fix_caption',
  'post',
  'select_post',
  'verifying',
  'fix_post',
  'work_approved',
];

const UNDATED_ORDER: readonly UpNextKind[] = ['add_paypal', 'finish_profile', 'connect_account'];

/**
 * Every open action of the creator, most urgent first: each current invite's one next action
 * (its view's `next`, the same one its card shows), by due date (so overdue ones lead, the most
 * overdue first, then the soonest), then the undated ones: PayPal, which stands between
 * approved work and payment; the profile, which unlocks invites; a social account.
 */
export function upNextActions(
  entries: readonly UpNextEntry[],
  creator: UpNextCreator,
): UpNextAction[] {
  const dated: UpNextAction[] = [];
  let hasApprovedWork = false;
  for (const { inviteId, view } of entries) {
    if (view.next) {
      dated.push({
        kind: view.next.kind,
        inviteId,
        mediaId: view.next.mediaId,
        dueAt: view.next.due?.at ?? null,
        target: view.next.kind === 'submit_content' ? (view.next.target as SubmitTarget) : null,
      });
    }
    if (
      (view.current && APPROVED_STEPS.includes(view.step)) ||
      (view.money.totalCents > 0 && EARNING.includes(view.money.state))
    ) {
      hasApprovedWork = true;
    }
  }
  const own = { inviteId: null, mediaId: null, dueAt: null, target: null };
  const undated: UpNextAction[] = [];
  if (!creator.hasPaymentInformation && hasApprovedWork)
    undated.push({ ...own, kind: 'add_paypal' });
  if (!creator.profileComplete) undated.push({ ...own, kind: 'finish_profile' });
  if (creator.needsSocialAccount) undated.push({ ...own, kind: 'connect_account' });
  const byDue = (a: UpNextAction, b: UpNextAction) =>
    (a.dueAt ?? Number.POSITIVE_INFINITY) - (b.dueAt ?? Number.POSITIVE_INFINITY) ||
    UNDATED_ORDER.indexOf(a.kind) - UNDATED_ORDER.indexOf(b.kind) ||
    (a.inviteId ?? 0) - (b.inviteId ?? 0);
  return [...dated, ...undated].sort(byDue);
}

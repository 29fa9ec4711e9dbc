import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type ContentAction, carriesComments } from '@portal/domain/content/transitions';
import type { ReviewContentDetail } from '@portal/domain/review/detail-api';
import {
  COMMENT_MAX_LENGTH,
  commentProblem,
  splitComments,
} from '@portal/domain/review/review-comments';
import { reviewActionLabel } from '@portal/domain/review/review-labels';
import { isApiError } from '@portal/web-kit/api/api-error';
import { ConfirmDialog } from '@portal/web-kit/ui/confirm-dialog';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useCommentDraft } from './comment-draft';
import type { ActInput } from './use-detail';

export const needsComment = (action: string) => carriesComments(action as ContentAction);

/** The approvals that make content owed (and that the server refuses while media is not ready). */
export const APPROVALS = ['approve_distribute', 'approve_do_not_distribute'];

const count = (n: number) => n.toLocaleString('en-US');

/** Someone else moved the content between our read and our action (the server's compare-and-set). */
export const CONFLICT_MESSAGE =
  'Someone else acted on this content first, so your action was not applied. The page now shows its current state.';

export function actionError(error: unknown): string | null {
  if (!error) return null;
  if (isApiError(error) && error.status === 409) return CONFLICT_MESSAGE;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Exactly the actions the domain's transition table allows this reviewer from this state (the
 * server's `allowed_actions`); an action that carries comments for the creator asks for one.
 */
export function ActionPanel({
  contentId,
  actions,
  commentFor,
  onCommentFor,
  onAct,
  pending,
  error,
  approval,
  mediaBlocked = null,
}: {
  contentId: number;
  actions: string[];
  commentFor: string | null;
  onCommentFor: (action: string | null) => void;
  onAct: (input: ActInput) => void;
  pending: boolean;
  error: unknown;
  /** What approving owes now (decision 522), said before approving. */
  approval?: ReviewContentDetail['payout_on_approval'];
  /** Why approving is refused while the media is not ready, or null. */
  mediaBlocked?: string | null;
}) {
  const draft = useCommentDraft(contentId, commentFor);
  const comment = draft.text;
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmReject, setConfirmReject] = useState<string[] | null>(null);
  const [asExtra, setAsExtra] = useState(false);
  const [extraAmount, setExtraAmount] = useState<number | string>('');
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (commentFor) box.current?.focus();
  }, [commentFor]);

  const longest = Math.max(0, ...splitComments(comment).map((c) => c.length));
  const send = (messages: string[]) => {
    // The draft stays until the action is done (the page forgets it then): a refusal keeps it.
    onAct({ action: commentFor!, comments: messages, reason: reason.trim() || undefined });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const why = commentProblem(comment);
    if (why) {
      setProblem(why);
      box.current?.focus();
      return;
    }
    const messages = splitComments(comment);
    // A rejection is final: say so, and ask, before sending it (issue 26).
    if (commentFor === 'reject') setConfirmReject(messages);
    else send(messages);
  };
  const approve = (action: string) => {
    const extra = asExtra && typeof extraAmount === 'number' && extraAmount > 0;
    onAct(extra ? { action, extra_amount: extraAmount } : { action });
  };
  const message = actionError(error);
  const alert = message && (
    <Alert color="red" role="alert" title="Not done">
      {message}
    </Alert>
  );
  if (actions.length === 0) {
    // The conflict message must outlive the refetch that emptied the actions.
    return (
      <Stack gap="sm">
        {alert}
        <Text c="dimmed">Nothing for you to do on this content in its current state.</Text>
      </Stack>
    );
  }

  const approving = actions.some((a) => APPROVALS.includes(a));
  return (
    <Stack gap="sm">
      {alert}
      {approving && approval && (
        <Text size="sm" data-testid="approval-notice">
          {approval.notice}
        </Text>
      )}
      {approving && mediaBlocked && (
        <Alert color="yellow" title="Not ready to approve">
          {mediaBlocked}
        </Alert>
      )}
      {approving && approval?.extra_allowed && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Checkbox
            label="Accept as an extra, paid on top"
            checked={asExtra}
            onChange={(e) => setAsExtra(e.currentTarget.checked)}
          />
          {asExtra && (
            <NumberInput
              label="Extra amount ($)"
              min={0.01}
              max={100000}
              decimalScale={2}
              value={extraAmount}
              onChange={setExtraAmount}
              w={140}
            />
          )}
        </Group>
      )}
      <Group gap="xs" wrap="wrap">
        {actions.map((action) => (
          <Button
            key={action}
            variant={
              action.startsWith('approve') || action === 'verify_distribution'
                ? 'filled'
                : 'default'
            }
            color={action.startsWith('reject') ? 'red.9' : undefined}
            loading={pending && !commentFor}
            disabled={APPROVALS.includes(action) && !!mediaBlocked}
            aria-expanded={needsComment(action) ? commentFor === action : undefined}
            onClick={() =>
              needsComment(action)
                ? onCommentFor(action)
                : APPROVALS.includes(action)
                  ? approve(action)
                  : onAct({ action })
            }
          >
            {reviewActionLabel(action)}
          </Button>
        ))}
      </Group>
      {commentFor && (
        <form onSubmit={submit} aria-label={reviewActionLabel(commentFor)} noValidate>
          <Stack gap="xs">
            <Textarea
              ref={box}
              label="Comment for the creator"
              description={`Separate several comments with an empty line. Each comment: at most ${count(COMMENT_MAX_LENGTH)} characters.`}
              required
              rows={4}
              value={comment}
              onChange={(e) => {
                draft.update(e.currentTarget.value);
                setProblem(null);
              }}
              error={problem ?? undefined}
            />
            <Text
              size="xs"
              c={longest > COMMENT_MAX_LENGTH ? 'red.9' : 'dimmed'}
              aria-live="polite"
              data-testid="comment-counter"
            >
              {count(longest)} / {count(COMMENT_MAX_LENGTH)} characters
            </Text>
            <TextInput
              label="Reason (audit trail only, optional)"
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <Group gap="xs">
              <Button type="submit" loading={pending}>
                {reviewActionLabel(commentFor)}
              </Button>
              <Button
                variant="subtle"
                onClick={() => {
                  draft.forget();
                  onCommentFor(null);
                }}
              >
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <ConfirmDialog
        opened={confirmReject !== null}
        title="Reject this content for good?"
        confirmLabel="Reject (final)"
        cancelLabel="Keep reviewing"
        danger
        pending={pending}
        onConfirm={() => {
          send(confirmReject!);
          setConfirmReject(null);
        }}
        onCancel={() => setConfirmReject(null)}
      >
        <Text size="sm">
          A rejection is final: the creator cannot fix this submission, and nothing is owed for it.
          To ask for a fix instead, cancel and choose Request changes.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

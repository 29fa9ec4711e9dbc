import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type ContentAction, carriesComments } from '@portal/domain/content/transitions';
import { reviewActionLabel } from '@portal/domain/review/review-labels';
import { isApiError } from '@portal/web-kit/api/api-error';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ActInput } from './use-detail';

export const needsComment = (action: string) => carriesComments(action as ContentAction);

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
  actions,
  commentFor,
  onCommentFor,
  onAct,
  pending,
  error,
}: {
  actions: string[];
  commentFor: string | null;
  onCommentFor: (action: string | null) => void;
  onAct: (input: ActInput) => void;
  pending: boolean;
  error: unknown;
}) {
  const [comment, setComment] = useState('');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (commentFor) box.current?.focus();
  }, [commentFor]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const messages = comment
      .split(/\n{2,}/)
      .map((m) => m.trim())
      .filter(Boolean);
    if (messages.length === 0) {
      setMissing(true);
      box.current?.focus();
      return;
    }
    onAct({ action: commentFor!, comments: messages, reason: reason.trim() || undefined });
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

  return (
    <Stack gap="sm">
      {alert}
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
            aria-expanded={needsComment(action) ? commentFor === action : undefined}
            onClick={() => (needsComment(action) ? onCommentFor(action) : onAct({ action }))}
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
              description="Separate several comments with an empty line."
              required
              rows={4}
              value={comment}
              onChange={(e) => {
                setComment(e.currentTarget.value);
                setMissing(false);
              }}
              error={missing ? 'Please write at least one comment for the creator.' : undefined}
            />
            <TextInput
              label="Reason (audit trail only, optional)"
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <Group gap="xs">
              <Button type="submit" loading={pending}>
                {reviewActionLabel(commentFor)}
              </Button>
              <Button variant="subtle" onClick={() => onCommentFor(null)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

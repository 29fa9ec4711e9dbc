import { Alert, Button, Group, List, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { InviteOutcome, InviteSendResult } from '@portal/domain/studio/campaign-invites';
import { INVITE_NOTE_MAX } from '@portal/domain/studio/studio-limits';
import { isApiError } from '@portal/web-kit/api/api-error';
import { type FormEvent, useState } from 'react';
import { isoToLocalInput, localInputToIso } from './draft-form';
import { useInviteCreators } from './use-studio';

const OUTCOME_WORDS: Record<InviteOutcome, string> = {
  invited: 'invited',
  already_invited: 'already invited',
  not_a_creator: 'not a creator',
  waiting_for_sign_up: 'sent a sign-up e-mail; the invite waits for them',
  invalid_email: 'not an e-mail address',
};

/** Two days from now at this hour: a reasonable first accept-by date. */
export const defaultAcceptBy = () =>
  isoToLocalInput(new Date(Date.now() + 2 * 86_400_000).toISOString());

/** What one send did, in words (the server lists each creator or address with its outcome). */
export function SendSummary({ result }: { result: InviteSendResult }) {
  const parts = [
    result.invited > 0 && `${result.invited} invited`,
    result.already_invited > 0 && `${result.already_invited} already invited`,
    result.waiting_for_sign_up > 0 && `${result.waiting_for_sign_up} e-mailed to sign up`,
    result.refused > 0 && `${result.refused} refused`,
  ].filter(Boolean);
  const named = result.results.filter((r) => r.email && r.outcome !== 'invited');
  return (
    <Alert color={result.refused > 0 ? 'yellow' : 'green'}>
      <Text fw={600}>{`${parts.join(', ')}.`}</Text>
      {named.length > 0 && (
        <List size="sm">
          {named.map((r) => (
            <List.Item key={`${r.email}-${r.creator_id}`}>
              {r.email}: {OUTCOME_WORDS[r.outcome]}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

export function NoteAndDate({
  note,
  setNote,
  acceptBy,
  setAcceptBy,
  errors,
}: {
  note: string;
  setNote(v: string): void;
  acceptBy: string;
  setAcceptBy(v: string): void;
  errors: Record<string, string>;
}) {
  return (
    <>
      <Textarea
        label="Personal note"
        description="Shown with the invite and in its e-mail."
        autosize
        minRows={2}
        maxLength={INVITE_NOTE_MAX}
        value={note}
        error={errors.note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <TextInput
        type="datetime-local"
        label="Accept by"
        required
        value={acceptBy}
        error={errors.accept_by}
        onChange={(e) => setAcceptBy(e.currentTarget.value)}
      />
    </>
  );
}

export const fieldsOf = (error: unknown) =>
  (isApiError(error) ? error.details?.fields : undefined) ?? {};

/** Invites the chosen creators to a campaign with a note and an accept-by date. */
export function InviteCreatorsForm({
  campaignId,
  creatorIds,
  onSent,
}: {
  campaignId: number | undefined;
  creatorIds: number[];
  onSent(result: InviteSendResult): void;
}) {
  const send = useInviteCreators(campaignId);
  const [note, setNote] = useState('');
  const [acceptBy, setAcceptBy] = useState(defaultAcceptBy);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const at = localInputToIso(acceptBy);
    if (!campaignId || !at || creatorIds.length === 0) return;
    try {
      onSent(await send.mutateAsync({ creator_ids: creatorIds, note, accept_by: at }));
    } catch {
      // Shown below.
    }
  };
  const errors = fieldsOf(send.error);
  return (
    <form onSubmit={onSubmit} aria-label="Invite the selected creators">
      <Stack gap="sm">
        <NoteAndDate {...{ note, setNote, acceptBy, setAcceptBy, errors }} />
        {send.error && (
          <Text c="red.8" size="sm" role="alert">
            {errors.campaign ?? send.error.message}
          </Text>
        )}
        <Group>
          <Button
            type="submit"
            loading={send.isPending}
            disabled={!campaignId || creatorIds.length === 0}
          >
            Invite {creatorIds.length} {creatorIds.length === 1 ? 'creator' : 'creators'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

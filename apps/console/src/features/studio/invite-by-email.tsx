import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type InviteSendResult, parseInviteeList } from '@portal/domain/studio/campaign-invites';
import { type FormEvent, useId, useState } from 'react';
import { localInputToIso } from './draft-form';
import { defaultAcceptBy, fieldsOf, NoteAndDate } from './invite-forms';
import { useInviteByEmail } from './use-studio';

// Its own chunk: the CSV reader (papaparse) loads only when someone invites by e-mail.
/** Invites people by e-mail, typed or from a CSV of e-mails with optional handles. */
export default function InviteByEmailForm({
  campaignId,
  onSent,
}: {
  campaignId: number;
  onSent(result: InviteSendResult): void;
}) {
  const send = useInviteByEmail(campaignId);
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const [acceptBy, setAcceptBy] = useState(defaultAcceptBy);
  const fileId = useId();
  const parsed = parseInviteeList(text);
  const onFile = async (file: File | undefined) => {
    if (file) setText(await file.text());
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const at = localInputToIso(acceptBy);
    if (!at || parsed.invitees.length === 0) return;
    try {
      onSent(await send.mutateAsync({ invitees: parsed.invitees, note, accept_by: at }));
      setText('');
    } catch {
      // Shown below.
    }
  };
  const errors = fieldsOf(send.error);
  return (
    <form onSubmit={onSubmit} aria-label="Invite by e-mail">
      <Stack gap="sm">
        <Textarea
          label="E-mail addresses"
          description="One per line; a handle may follow a comma (maya@example.com, @mayar)."
          autosize
          minRows={3}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Group gap="sm">
          <label htmlFor={fileId}>
            <Text size="sm" span>
              Or read a CSV file
            </Text>
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(e) => void onFile(e.currentTarget.files?.[0])}
          />
        </Group>
        {text.trim() !== '' && (
          <Text size="sm" aria-live="polite">
            {parsed.invitees.length} {parsed.invitees.length === 1 ? 'address' : 'addresses'} to
            invite
            {parsed.invalid.length > 0 &&
              `; not addresses, left out: ${parsed.invalid.map((l) => `line ${l.line} (${l.text})`).join(', ')}`}
          </Text>
        )}
        <NoteAndDate {...{ note, setNote, acceptBy, setAcceptBy, errors }} />
        {send.error && (
          <Text c="red.8" size="sm" role="alert">
            {errors.campaign ?? send.error.message}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={send.isPending} disabled={parsed.invitees.length === 0}>
            Send e-mail invites
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

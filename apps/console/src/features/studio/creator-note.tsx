import { Alert, Button, Drawer, Group, Stack, Text, Textarea } from '@mantine/core';
import { CREATOR_NOTE_MAX } from '@portal/domain/studio/studio-limits';
import { formatDateTime } from '@portal/web-kit/format/dates';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type CreatorNote, useCreatorNote, useSaveCreatorNote } from './use-studio';

/**
 * The team's private note on a creator from the directory (issue 29): a brand's note is its own
 * (no other brand, nor ops, reads it); ops keep one of their own. Opens beside the list; Escape
 * or Close leaves it, Ctrl+Enter (⌘+Enter) saves.
 */
export function CreatorNoteDrawer(props: {
  creator: { id: number; label: string } | null;
  /** Who reads the note: the brand's name, or null for ops. */
  team: string | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={props.creator !== null}
      onClose={props.onClose}
      position="right"
      size="md"
      title={props.creator ? `Note on ${props.creator.label}` : 'Note'}
      closeButtonProps={{ 'aria-label': 'Close the note' }}
    >
      {props.creator && (
        <NoteEditor key={props.creator.id} creatorId={props.creator.id} team={props.team} />
      )}
    </Drawer>
  );
}

function NoteEditor({ creatorId, team }: { creatorId: number; team: string | null }) {
  const note = useCreatorNote(creatorId);
  if (note.isPending) return <Text role="status">Loading the note…</Text>;
  if (note.error) {
    return (
      <Alert color="red" role="alert" title="The note could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{note.error.message}</Text>
          <Button size="xs" variant="default" onClick={() => void note.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <NoteForm creatorId={creatorId} team={team} saved={note.data} />;
}

function NoteForm(props: { creatorId: number; team: string | null; saved: CreatorNote }) {
  const save = useSaveCreatorNote(props.creatorId);
  const [text, setText] = useState(props.saved.body);
  const field = useRef<HTMLTextAreaElement>(null);
  // The note arrives after the drawer opened: the keyboard goes to it then.
  useEffect(() => field.current?.focus(), []);
  const changed = text !== props.saved.body;
  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (changed && !save.isPending) save.mutate(text, { onSuccess: (n) => setText(n.body) });
  };
  return (
    <form onSubmit={onSubmit} aria-label="Team note" noValidate>
      <Stack gap="sm">
        <Textarea
          label={props.team ? 'Your team’s note' : 'Ops’ note'}
          description={
            props.team
              ? `Only ${props.team} reads it: not the creator, not ops, no other brand.`
              : 'Only ops read it: not the creator, no brand.'
          }
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) onSubmit();
          }}
          rows={8}
          resize="vertical"
          maxLength={CREATOR_NOTE_MAX}
          ref={field}
        />
        <Text size="xs" c="dimmed">
          {text.length.toLocaleString()} of {CREATOR_NOTE_MAX.toLocaleString()} characters
        </Text>
        {save.error && (
          <Alert color="red" role="alert">
            The note was not saved: {save.error.message} Your text is still here.
          </Alert>
        )}
        <Group gap="sm" align="center">
          <Button type="submit" loading={save.isPending} disabled={!changed}>
            Save note
          </Button>
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {changed
              ? 'Unsaved changes'
              : props.saved.updated_at
                ? `Saved ${formatDateTime(props.saved.updated_at)}`
                : 'No note yet'}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}

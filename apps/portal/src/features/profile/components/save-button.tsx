import { Button } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** Part 1 section 2: the Save button's states. 'clean' is a form nobody has touched yet. */
export type SaveState = 'clean' | 'dirty' | 'saving' | 'saved' | 'error';

export const SAVE_ERROR_LABEL = 'Error! Try again.';

const LABELS: Record<SaveState, string> = {
  clean: 'Save',
  dirty: 'Save',
  saving: 'Saving…',
  saved: 'Saved',
  error: SAVE_ERROR_LABEL,
};

export function SaveButton({ state }: { state: SaveState }) {
  return (
    <Button
      type="submit"
      loading={state === 'saving'}
      disabled={state === 'clean' || state === 'saved'}
      color={state === 'error' ? 'red.9' : undefined}
      leftSection={state === 'saved' ? <IconCheck size={16} aria-hidden /> : undefined}
      data-state={state}
    >
      {LABELS[state]}
    </Button>
  );
}

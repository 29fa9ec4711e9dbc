import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Asks before an action that cannot be taken back: what will happen (`children`), the action's
 * own words on its button, and a way out. The action's button spins while it runs; closing the
 * dialog is the same as cancelling. The focus starts on the way out, unless `focusConfirm` (for
 * a dialog opened by a key, where Enter then takes the action and Escape leaves).
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  pending = false,
  danger = false,
  focusConfirm = false,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  pending?: boolean;
  /** Red, for what destroys or takes away. */
  danger?: boolean;
  /** The focus starts on the action's button, so Enter confirms (never with `danger`). */
  focusConfirm?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            color={danger ? 'red.9' : undefined}
            loading={pending}
            onClick={onConfirm}
            data-autofocus={focusConfirm && !danger ? true : undefined}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

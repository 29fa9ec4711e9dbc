import { Button, Group, Modal, Text } from '@mantine/core';

/** Part 1 section 2: the discard-changes modal (puts the form back to what was last saved). */
export function DiscardChangesModal({
  opened,
  onClose,
  onDiscard,
}: {
  opened: boolean;
  onClose: () => void;
  onDiscard: () => void;
}) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Discard changes?"
      centered
    >
      <Text size="sm">Your unsaved changes to your profile will be lost.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Keep editing
        </Button>
        <Button color="red.9" onClick={onDiscard}>
          Discard changes
        </Button>
      </Group>
    </Modal>
  );
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * Part 1 section 2: the leave confirmation. 'Leave without saving' goes to the remembered route;
 * 'Save and leave' saves first; closing (Stay on this page) clears the unsaved-changes flag.
 */
export function LeaveConfirmationModal({
  opened,
  saving,
  onStay,
  onLeave,
  onSave,
}: {
  opened: boolean;
  saving: boolean;
  onStay: () => void;
  onLeave: () => void;
  onSave: () => void;
}) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onStay}
      title="You have unsaved changes"
      centered
    >
      <Stack gap="md">
        <Text size="sm">Do you want to save your profile before you leave this page?</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onStay} disabled={saving}>
            Stay on this page
          </Button>
          <Button variant="outline" color="red.9" onClick={onLeave} disabled={saving}>
            Leave without saving
          </Button>
          <Button onClick={onSave} loading={saving}>
            Save and leave
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

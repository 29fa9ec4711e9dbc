import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  canSaveConnectHandle,
  displayHandle,
  normalizeConnectHandle,
} from '@portal/domain/setup/setup';
import { useState } from 'react';

/**
 * Spec part 2 section 5 'Connect-account handle': trimmed, shown with an '@' prefix; Save is
 * disabled when empty, unchanged or while saving.
 */
export function HandleForm({
  platformName,
  saved,
  saving,
  onSave,
}: {
  platformName: string;
  saved: string | null;
  saving: boolean;
  onSave: (handle: string) => void;
}) {
  const [value, setValue] = useState(saved ?? '');
  const handle = normalizeConnectHandle(value);
  const canSave = canSaveConnectHandle({ value, saved, saving });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave && handle) onSave(handle);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={`${platformName} handle`}
          leftSection={<Text aria-hidden>@</Text>}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value.replace(/^@+/, ''))}
          autoComplete="off"
          maxLength={64}
          description={handle ? `Brands will see ${displayHandle(handle)}` : undefined}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!canSave} loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Stack, Text, Textarea } from '@mantine/core';
import {
  CAPTION_MESSAGES,
  type CaptionRequirements,
  captionEditError,
  captionProblems,
  isCaptionValid,
} from '@portal/domain/content/caption';
import { useState } from 'react';

/**
 * Spec part 2 section 4 CONTENT_CHANGES_REQUESTED: the caption edit form. The caption is required
 * and must keep the campaign's tags; the button spins while saving and is enabled again on failure.
 */
export function CaptionEditForm({
  initial,
  requirements,
  saving,
  onSubmit,
}: {
  initial: string;
  requirements: CaptionRequirements;
  saving: boolean;
  onSubmit: (caption: string) => void;
}) {
  const [caption, setCaption] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const missing = captionProblems(caption, requirements).message;
  return (
    <Stack
      component="form"
      gap="sm"
      w="100%"
      onSubmit={(event) => {
        event.preventDefault();
        const problem =
          captionEditError(caption) ??
          (isCaptionValid(caption, requirements) ? null : CAPTION_MESSAGES.invalidOnSubmit);
        setError(problem);
        if (!problem) onSubmit(caption);
      }}
    >
      <Textarea
        label="Caption"
        value={caption}
        onChange={(e) => {
          setCaption(e.currentTarget.value);
          setError(null);
        }}
        styles={{ input: { height: 147 } }}
        error={error}
        disabled={saving}
      />
      {missing && (
        <Text size="sm" c="red.9">
          {missing}
        </Text>
      )}
      <Button type="submit" loading={saving} disabled={saving}>
        Submit
      </Button>
    </Stack>
  );
}

import { Textarea } from '@mantine/core';
import { type CaptionRequirements, captionProblems } from '@portal/domain/content/caption';

/**
 * The caption box (spec part 2 section 5): shows which required hashtags and mentions are
 * still missing ('Missing: ...') as the creator types; `error` is the submit-time message.
 */
export function CaptionField({
  value,
  onChange,
  requirements,
  error,
  height,
  label = 'Caption',
}: {
  value: string;
  onChange: (value: string) => void;
  requirements: CaptionRequirements;
  error?: string | null;
  height?: number;
  label?: string;
}) {
  const missing = captionProblems(value, requirements).message;
  return (
    <Textarea
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      description={missing ?? undefined}
      error={error ?? undefined}
      required={requirements.requires_caption}
      autosize={height === undefined}
      minRows={height === undefined ? 4 : undefined}
      styles={height === undefined ? undefined : { input: { height } }}
      maxLength={2200}
    />
  );
}

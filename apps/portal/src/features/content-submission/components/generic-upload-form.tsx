import { Button, Group, Paper, Select, Stack, Stepper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  captionSubmitError,
  contentTypeError,
  prefillCaption,
} from '@portal/domain/content/caption';
import type { NewContentData } from '@portal/domain/content/submission-api';
import { UPLOAD_FAILED_MESSAGE } from '@portal/domain/content/upload';
import { useState } from 'react';
import { newIdempotencyKey } from '../api/content-submission-keys';
import { useCreateContent } from '../api/create-content';
import { useContentSnTypes } from '../api/get-content-sn-types';
import { CaptionField } from './caption-field';
import { MediaUploader, type UploadedFile } from './media-uploader';

/**
 * The two-step generic upload (spec part 2 section 2): step one the file (and, with the
 * 'uploading-content-type-selector' flag, the content type first), step two the caption.
 * Submitting creates the content once (idempotency key) and hands back its media id.
 */
export function GenericUploadForm({
  data,
  typeSelectorEnabled,
  onCreated,
}: {
  data: NewContentData;
  typeSelectorEnabled: boolean;
  onCreated: (mediaId: number) => void;
}) {
  const requirements = {
    requires_caption: data.requires_caption,
    required_hashtags: data.required_hashtags,
    required_screen_names: data.required_screen_names,
  };
  const [step, setStep] = useState(0);
  const [upload, setUpload] = useState<UploadedFile | null>(null);
  const [contentType, setContentType] = useState<string | null>(null);
  const [caption, setCaption] = useState(() =>
    prefillCaption(data.required_hashtags, data.required_screen_names),
  );
  const [captionError, setCaptionError] = useState<string | null>(null);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const types = useContentSnTypes(typeSelectorEnabled);
  const create = useCreateContent();
  const typeMissing = contentTypeError(
    typeSelectorEnabled,
    contentType ? Number(contentType) : null,
  );

  const submit = () => {
    const problem = captionSubmitError(caption, requirements);
    setCaptionError(problem);
    if (problem || !upload) return;
    create.mutate(
      {
        idempotencyKey,
        body: {
          platform_type: data.platform_type,
          invite_id: data.invite_id,
          filestack_transfer_details: {
            filename: upload.filename,
            handle: upload.handle,
            content_type: upload.contentType,
          },
          caption: caption.trim() === '' ? null : caption,
          ...(contentType ? { content_sn_type_id: Number(contentType) } : {}),
        },
      },
      {
        onSuccess: (created) => onCreated(created.media_id),
        onError: (error) => {
          const field = (error as { details?: { fields?: Record<string, string> } }).details?.fields
            ?.caption;
          if (field) setCaptionError(field);
          notifications.show({ color: 'red', message: error.message || UPLOAD_FAILED_MESSAGE });
        },
      },
    );
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stepper active={step} onStepClick={(s) => s < step && setStep(s)} size="sm">
        <Stepper.Step label="Your content" description="Photo or video">
          <Stack gap="md" mt="md">
            <Title order={2} size="h4">
              Upload your photo or video
            </Title>
            {typeSelectorEnabled && (
              <Select
                label="Type of content"
                placeholder="Choose a type"
                data={(types.data ?? []).map((t) => ({
                  value: String(t.id),
                  label: t.content_sn_type,
                }))}
                value={contentType}
                onChange={setContentType}
                required
                disabled={types.isLoading}
                error={typeMissing && upload ? typeMissing : undefined}
              />
            )}
            <MediaUploader
              disabled={Boolean(typeMissing)}
              disabledReason={typeMissing}
              onUploaded={setUpload}
              onCleared={() => setUpload(null)}
            />
            <Group justify="flex-end">
              <Button onClick={() => setStep(1)} disabled={!upload || Boolean(typeMissing)}>
                Next
              </Button>
            </Group>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label="Caption" description={data.requires_caption ? 'Required' : 'Optional'}>
          <Stack gap="md" mt="md">
            <Title order={2} size="h4">
              Write your caption
            </Title>
            {!data.requires_caption && (
              <Text size="sm" c="dimmed">
                This campaign does not require a caption.
              </Text>
            )}
            <CaptionField
              value={caption}
              onChange={(value) => {
                setCaption(value);
                if (captionError) setCaptionError(null);
              }}
              requirements={requirements}
              error={captionError}
            />
            <Group justify="space-between">
              <Button variant="default" onClick={() => setStep(0)} disabled={create.isPending}>
                Back
              </Button>
              <Button onClick={submit} loading={create.isPending} disabled={create.isPending}>
                Submit
              </Button>
            </Group>
          </Stack>
        </Stepper.Step>
      </Stepper>
    </Paper>
  );
}

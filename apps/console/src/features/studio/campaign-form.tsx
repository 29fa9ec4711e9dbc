import {
  Button,
  Card,
  Checkbox,
  Fieldset,
  Group,
  Image,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { CAMPAIGN_PLATFORMS, CONTENT_WORKFLOWS } from '@portal/domain/campaigns/workflows';
import { COMPENSATION_TYPES, isPaidCompensation } from '@portal/domain/money/payout';
import type { CampaignDraft, DraftQuestion } from '@portal/domain/studio/campaign-draft';
import type { StudioCampaign, StudioImage, StudioOptions } from '@portal/domain/studio/studio-api';
import {
  isVideoPlatform,
  STUDIO_LIMITS,
  VIDEO_ORIENTATIONS,
} from '@portal/domain/studio/studio-limits';
import { type ReactNode, useId, useRef, useState } from 'react';
import {
  COMPENSATION_LABELS,
  fieldMessages,
  linesOf,
  ORIENTATION_LABELS,
  PLATFORM_LABELS,
  tagsOf,
  WORKFLOW_LABELS,
} from './draft-form';
import { DateTimeInput, LinesInput, MoneyInput } from './editor-fields';
import { useUploadImage } from './use-studio';

type Set = <K extends keyof CampaignDraft>(key: K, value: CampaignDraft[K]) => void;

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

const choices = <T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
  none: string,
) => [{ value: '', label: none }, ...values.map((v) => ({ value: v, label: labels[v] }))];

/** A key for a new window or question: letters and digits, unique enough within one campaign. */
const newKey = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Every field of a campaign (issue 29 'Write a campaign'), grouped as a creator reads them.
 * `problems` (field path → message: publishing's refusals) show beside each field.
 */
export function CampaignForm({
  campaign,
  doc,
  set,
  problems,
  options,
  readOnly,
}: {
  campaign: StudioCampaign;
  doc: CampaignDraft;
  set: Set;
  problems: Record<string, string>;
  options: StudioOptions | undefined;
  readOnly: boolean;
}) {
  const err = (field: string, entries?: readonly string[]) =>
    fieldMessages(problems, field, entries);
  const paid =
    doc.influencer_compensation_type !== null &&
    isPaidCompensation(doc.influencer_compensation_type);
  const buys = doc.influencer_compensation_type === 'PAYMENT_CREATOR_BUYS_PRODUCT';
  const images = new Map(campaign.images.map((i) => [i.id, i]));

  return (
    <Stack gap="md">
      <Section title="About the campaign" id="sec-about">
        <TextInput
          id="field-name"
          label="Name"
          required
          maxLength={STUDIO_LIMITS.name}
          value={doc.name}
          error={err('name')}
          disabled={readOnly}
          onChange={(e) => set('name', e.currentTarget.value)}
        />
        <Textarea
          id="field-short_description"
          label="Short description"
          description="What the campaign is about, as creators first read it."
          autosize
          minRows={3}
          maxLength={STUDIO_LIMITS.shortDescription}
          value={doc.short_description}
          error={err('short_description')}
          disabled={readOnly}
          onChange={(e) => set('short_description', e.currentTarget.value)}
        />
        <Text size="sm">
          Brand: <strong>{campaign.brand.name}</strong>
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            id="field-platform"
            label="Platform"
            value={doc.platform ?? ''}
            error={err('platform')}
            disabled={readOnly}
            data={choices(CAMPAIGN_PLATFORMS, PLATFORM_LABELS, 'Choose a platform')}
            onChange={(e) =>
              set('platform', (e.currentTarget.value || null) as CampaignDraft['platform'])
            }
          />
          <NativeSelect
            id="field-campaign_content_workflow"
            label="Content workflow"
            value={doc.campaign_content_workflow ?? ''}
            error={err('campaign_content_workflow')}
            disabled={readOnly}
            data={choices(CONTENT_WORKFLOWS, WORKFLOW_LABELS, 'Choose how content is reviewed')}
            onChange={(e) =>
              set(
                'campaign_content_workflow',
                (e.currentTarget.value || null) as CampaignDraft['campaign_content_workflow'],
              )
            }
          />
        </SimpleGrid>
        {(isVideoPlatform(doc.platform) || doc.video_orientation !== null) && (
          <NativeSelect
            id="field-video_orientation"
            label="Video orientation"
            value={doc.video_orientation ?? ''}
            error={err('video_orientation')}
            disabled={readOnly}
            data={choices(VIDEO_ORIENTATIONS, ORIENTATION_LABELS, 'Choose an orientation')}
            onChange={(e) =>
              set(
                'video_orientation',
                (e.currentTarget.value || null) as CampaignDraft['video_orientation'],
              )
            }
          />
        )}
      </Section>

      <Section title="Compensation and product" id="sec-money">
        <NativeSelect
          id="field-influencer_compensation_type"
          label="Compensation type"
          value={doc.influencer_compensation_type ?? ''}
          error={err('influencer_compensation_type')}
          disabled={readOnly}
          data={choices(COMPENSATION_TYPES, COMPENSATION_LABELS, 'Choose how creators are paid')}
          onChange={(e) =>
            set(
              'influencer_compensation_type',
              (e.currentTarget.value || null) as CampaignDraft['influencer_compensation_type'],
            )
          }
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MoneyInput
            id="field-payout_cents"
            label="Payout per creator"
            description={paid ? undefined : 'An unpaid campaign has no payout.'}
            cents={doc.payout_cents}
            error={err('payout_cents')}
            disabled={readOnly}
            onChange={(c) => set('payout_cents', c)}
          />
          <MoneyInput
            id="field-creator_expense_cents"
            label="Creator expense reimbursed"
            description={
              buys
                ? 'What the creator spends on the product.'
                : 'Only when the creator buys the product.'
            }
            cents={doc.creator_expense_cents}
            error={err('creator_expense_cents')}
            disabled={readOnly}
            onChange={(c) => set('creator_expense_cents', c)}
          />
        </SimpleGrid>
        <TextInput
          id="field-product_name"
          label="Product name"
          maxLength={STUDIO_LIMITS.productName}
          value={doc.product_name ?? ''}
          error={err('product_name')}
          disabled={readOnly}
          onChange={(e) => set('product_name', e.currentTarget.value || null)}
        />
        <Textarea
          id="field-product_description"
          label="Product description"
          autosize
          minRows={2}
          maxLength={STUDIO_LIMITS.productDescription}
          value={doc.product_description ?? ''}
          error={err('product_description')}
          disabled={readOnly}
          onChange={(e) => set('product_description', e.currentTarget.value || null)}
        />
        <TextInput
          id="field-product_payment_details"
          label="Product payment details"
          description="How a creator who buys the product pays for it (shown with the compensation)."
          maxLength={STUDIO_LIMITS.productPaymentDetails}
          value={doc.product_payment_details ?? ''}
          error={err('product_payment_details')}
          disabled={readOnly}
          onChange={(e) => set('product_payment_details', e.currentTarget.value || null)}
        />
      </Section>

      <Section title="Dates and posting windows" id="sec-dates">
        <Text size="sm" c="dimmed">
          Times are in your time zone ({Intl.DateTimeFormat().resolvedOptions().timeZone}).
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateTimeInput
            id="field-flight_start"
            label="Campaign starts"
            value={doc.flight_start}
            error={err('flight_start')}
            disabled={readOnly}
            onChange={(v) => set('flight_start', v)}
          />
          <DateTimeInput
            id="field-flight_end"
            label="Campaign ends"
            value={doc.flight_end}
            error={err('flight_end')}
            disabled={readOnly}
            onChange={(v) => set('flight_end', v)}
          />
        </SimpleGrid>
        <Text size="sm" fw={600} id="field-windows" tabIndex={-1}>
          Posting windows
        </Text>
        {err('windows') && (
          <Text size="sm" c="red.8" role="note">
            {err('windows')}
          </Text>
        )}
        {doc.windows.map((w, i) => {
          const update = (patch: Partial<typeof w>) =>
            set(
              'windows',
              doc.windows.map((x, j) => (j === i ? { ...x, ...patch } : x)),
            );
          return (
            <Fieldset key={w.key} legend={`Window ${i + 1}`} disabled={readOnly}>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <DateTimeInput
                  id={`field-windows-${i}-start`}
                  label="Opens"
                  value={w.start}
                  error={problems[`windows.${i}.start`] ?? problems[`windows.${i}.key`]}
                  onChange={(v) => update({ start: v })}
                />
                <DateTimeInput
                  id={`field-windows-${i}-end`}
                  label="Posts due by"
                  value={w.end}
                  error={problems[`windows.${i}.end`]}
                  onChange={(v) => update({ end: v })}
                />
                <TextInput
                  id={`field-windows-${i}-spots`}
                  label="Spots"
                  description="Empty: no limit"
                  inputMode="numeric"
                  value={w.spots ?? ''}
                  error={problems[`windows.${i}.spots`]}
                  onChange={(e) => {
                    const digits = e.currentTarget.value.replace(/\D/g, '').slice(0, 6);
                    update({
                      spots: digits
                        ? Math.max(1, Math.min(STUDIO_LIMITS.spots, Number(digits)))
                        : null,
                    });
                  }}
                />
              </SimpleGrid>
              <Button
                mt="xs"
                size="xs"
                variant="subtle"
                color="red"
                onClick={() =>
                  set(
                    'windows',
                    doc.windows.filter((_, j) => j !== i),
                  )
                }
              >
                Remove window {i + 1}
              </Button>
            </Fieldset>
          );
        })}
        {!readOnly && doc.windows.length < STUDIO_LIMITS.windows && (
          <Group>
            <Button
              variant="default"
              size="xs"
              onClick={() =>
                set('windows', [
                  ...doc.windows,
                  { key: newKey('w'), start: doc.flight_start, end: doc.flight_end, spots: null },
                ])
              }
            >
              Add a posting window
            </Button>
          </Group>
        )}
      </Section>

      <Section title="Guidelines" id="sec-guidelines">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(
            [
              ['content_dos', 'Content: do'],
              ['content_donts', 'Content: don’t'],
              ['caption_dos', 'Caption: do'],
              ['caption_donts', 'Caption: don’t'],
            ] as const
          ).map(([key, label]) => (
            <LinesInput
              key={key}
              id={`field-${key}`}
              label={label}
              description="One per line."
              lines={doc[key]}
              toLines={linesOf}
              error={err(key)}
              disabled={readOnly}
              onChange={(lines) => set(key, lines)}
            />
          ))}
          <LinesInput
            id="field-hashtags"
            label="Hashtags"
            description="Separated by spaces, e.g. #glowlab #ad"
            multiline={false}
            join=" "
            lines={doc.hashtags}
            toLines={tagsOf}
            error={err('hashtags', doc.hashtags)}
            disabled={readOnly}
            onChange={(tags) => set('hashtags', tags)}
          />
          <LinesInput
            id="field-screen_names"
            label="Handles to tag"
            description="Separated by spaces, e.g. @glowbotanics"
            multiline={false}
            join=" "
            lines={doc.screen_names}
            toLines={tagsOf}
            error={err('screen_names', doc.screen_names)}
            disabled={readOnly}
            onChange={(tags) => set('screen_names', tags)}
          />
        </SimpleGrid>
        <Checkbox
          id="field-requires_caption"
          label="A caption is required"
          checked={doc.requires_caption}
          disabled={readOnly}
          onChange={(e) => set('requires_caption', e.currentTarget.checked)}
        />
      </Section>

      <Section title="Images" id="sec-images">
        <ImageList
          campaignId={campaign.id}
          field="sample_image_ids"
          label="Sample post images"
          hint="The first is the header of the invite and the card."
          ids={doc.sample_image_ids}
          max={STUDIO_LIMITS.images}
          images={images}
          error={err('sample_image_ids')}
          readOnly={readOnly}
          onChange={(ids) => set('sample_image_ids', ids)}
        />
        <ImageList
          campaignId={campaign.id}
          field="mood_board_image_ids"
          label="Mood board"
          ids={doc.mood_board_image_ids}
          max={STUDIO_LIMITS.moodBoard}
          images={images}
          error={err('mood_board_image_ids')}
          readOnly={readOnly}
          onChange={(ids) => set('mood_board_image_ids', ids)}
        />
      </Section>

      <Section title="Custom terms" id="sec-terms">
        <Checkbox
          id="field-has_terms"
          label="Creators agree to custom terms"
          checked={doc.custom_terms !== null}
          disabled={readOnly}
          onChange={(e) => set('custom_terms', e.currentTarget.checked ? '' : null)}
        />
        {campaign.terms_version !== null && (
          <Text size="sm" c="dimmed">
            Creators read version {campaign.terms_version}. Published changes make a new version,
            which creators with pending invites are asked to agree to.
          </Text>
        )}
        {doc.custom_terms !== null && (
          <Textarea
            id="field-custom_terms"
            label="Terms"
            autosize
            minRows={5}
            maxRows={20}
            maxLength={STUDIO_LIMITS.termsText}
            value={doc.custom_terms}
            error={err('custom_terms')}
            disabled={readOnly}
            onChange={(e) => set('custom_terms', e.currentTarget.value)}
          />
        )}
      </Section>

      <Section title="Smart questions" id="sec-questions">
        <Text size="sm" c="dimmed" id="field-smart_questions" tabIndex={-1}>
          Creators answer these before requesting an invite; mark the answers that make a match.
        </Text>
        {doc.smart_questions.map((q, i) => (
          <QuestionEditor
            key={q.id}
            index={i}
            question={q}
            problems={problems}
            readOnly={readOnly}
            onChange={(next) =>
              set(
                'smart_questions',
                doc.smart_questions.map((x, j) => (j === i ? next : x)),
              )
            }
            onRemove={() =>
              set(
                'smart_questions',
                doc.smart_questions.filter((_, j) => j !== i),
              )
            }
          />
        ))}
        {!readOnly && doc.smart_questions.length < STUDIO_LIMITS.questions && (
          <Group>
            <Button
              variant="default"
              size="xs"
              onClick={() =>
                set('smart_questions', [
                  ...doc.smart_questions,
                  { id: newKey('q'), question: '', options: [], accepted: [] },
                ])
              }
            >
              Add a smart question
            </Button>
          </Group>
        )}
      </Section>

      <Section title="Categories" id="sec-categories">
        <CategoryPicker
          options={options}
          ids={doc.category_ids}
          error={err('category_ids')}
          readOnly={readOnly}
          onChange={(ids) => set('category_ids', ids)}
        />
      </Section>

      <Section title="Requests for invites" id="sec-requests">
        <Checkbox
          id="field-open_to_requests"
          label="Open to requests: creators may ask for an invite"
          checked={doc.open_to_requests}
          disabled={readOnly}
          onChange={(e) => set('open_to_requests', e.currentTarget.checked)}
        />
        <Checkbox
          id="field-auto_assign_requests"
          label="Auto-assign: place requesting creators in a window without review"
          checked={doc.auto_assign_requests}
          error={err('auto_assign_requests')}
          disabled={readOnly}
          onChange={(e) => set('auto_assign_requests', e.currentTarget.checked)}
        />
        <Checkbox
          id="field-waitlist"
          label="Waitlist: when the windows are full, creators wait for a spot"
          checked={doc.waitlist}
          error={err('waitlist')}
          disabled={readOnly}
          onChange={(e) => set('waitlist', e.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          Spots per window are set on each posting window above.
        </Text>
      </Section>
    </Stack>
  );
}

function QuestionEditor({
  index,
  question,
  problems,
  readOnly,
  onChange,
  onRemove,
}: {
  index: number;
  question: DraftQuestion;
  problems: Record<string, string>;
  readOnly: boolean;
  onChange(q: DraftQuestion): void;
  onRemove(): void;
}) {
  const at = (f: string) => problems[`smart_questions.${index}.${f}`];
  const options = question.options.filter((o) => o !== '');
  return (
    <Fieldset legend={`Question ${index + 1}`} disabled={readOnly}>
      <Stack gap="xs">
        <TextInput
          id={`field-smart_questions-${index}-start`}
          label="Question"
          maxLength={STUDIO_LIMITS.question}
          value={question.question}
          error={at('question') ?? at('id')}
          onChange={(e) => onChange({ ...question, question: e.currentTarget.value })}
        />
        <LinesInput
          id={`field-smart_questions-${index}-options`}
          label="Answers to choose from"
          description="One per line."
          lines={question.options}
          toLines={linesOf}
          error={at('options')}
          onChange={(lines) =>
            onChange({
              ...question,
              options: lines,
              accepted: question.accepted.filter((a) => lines.includes(a)),
            })
          }
        />
        <Checkbox.Group
          id={`field-smart_questions-${index}-accepted`}
          label="Answers that match"
          value={question.accepted}
          error={at('accepted')}
          onChange={(accepted) => onChange({ ...question, accepted })}
        >
          <Group gap="md" mt={4}>
            {options.length === 0 && (
              <Text size="sm" c="dimmed">
                Add answers first.
              </Text>
            )}
            {options.map((o) => (
              <Checkbox key={o} value={o} label={o} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
            Remove question {index + 1}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

function CategoryPicker({
  options,
  ids,
  error,
  readOnly,
  onChange,
}: {
  options: StudioOptions | undefined;
  ids: number[];
  error?: string;
  readOnly: boolean;
  onChange(ids: number[]): void;
}) {
  if (!options) return <Text size="sm">Loading categories…</Text>;
  const primaries = options.categories.filter((c) => c.parent_id === null);
  const full = ids.length >= STUDIO_LIMITS.categories;
  return (
    <Checkbox.Group
      id="field-category_ids"
      label="The creators this campaign is for"
      description={`Up to ${STUDIO_LIMITS.categories}.`}
      value={ids.map(String)}
      error={error}
      onChange={(values) => onChange(values.map(Number))}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="xs">
        {primaries.map((p) => (
          <Stack key={p.id} gap={4}>
            {[p, ...options.categories.filter((c) => c.parent_id === p.id)].map((c) => (
              <Checkbox
                key={c.id}
                value={String(c.id)}
                label={c.name}
                ml={c.parent_id === null ? 0 : 'md'}
                fw={c.parent_id === null ? 600 : undefined}
                disabled={readOnly || (full && !ids.includes(c.id))}
              />
            ))}
          </Stack>
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

function ImageList({
  campaignId,
  field,
  label,
  hint,
  ids,
  max,
  images,
  error,
  readOnly,
  onChange,
}: {
  campaignId: number;
  field: string;
  label: string;
  hint?: string;
  ids: number[];
  max: number;
  images: Map<number, StudioImage>;
  error?: string;
  readOnly: boolean;
  onChange(ids: number[]): void;
}) {
  const upload = useUploadImage(campaignId);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [uploaded, setUploaded] = useState<Map<number, StudioImage>>(new Map());
  const find = (id: number) => images.get(id) ?? uploaded.get(id);
  const onFiles = async (files: FileList | null) => {
    let next = ids;
    for (const file of Array.from(files ?? [])) {
      if (next.length >= max) break;
      try {
        const image = await upload.mutateAsync(file);
        setUploaded((m) => new Map(m).set(image.id, image));
        next = [...next, image.id];
        onChange(next);
      } catch {
        // The mutation's error is shown below.
      }
    }
    if (input.current) input.current.value = '';
  };
  return (
    <Stack gap="xs" id={`field-${field}`} tabIndex={-1}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red.8">
          {error}
        </Text>
      )}
      <Group gap="sm">
        {ids.map((id, i) => {
          const image = find(id);
          const name = image?.filename ?? `Image ${i + 1}`;
          return (
            <Stack key={id} gap={4} w={120}>
              {image ? (
                <Image
                  src={image.thumbnail_url}
                  alt={name}
                  h={90}
                  w={120}
                  fit="cover"
                  radius="sm"
                />
              ) : (
                <Text size="xs">Image {id}</Text>
              )}
              {!readOnly && (
                <Group gap={4}>
                  {i > 0 && (
                    <Button
                      size="compact-xs"
                      variant="default"
                      aria-label={`Move ${name} first`}
                      onClick={() => onChange([id, ...ids.filter((x) => x !== id)])}
                    >
                      First
                    </Button>
                  )}
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${name}`}
                    onClick={() => onChange(ids.filter((x) => x !== id))}
                  >
                    Remove
                  </Button>
                </Group>
              )}
            </Stack>
          );
        })}
      </Group>
      {!readOnly && ids.length < max && (
        <Group gap="sm">
          <label htmlFor={inputId}>
            <Text size="sm" span>
              Add images ({label.toLowerCase()})
            </Text>
          </label>
          <input
            id={inputId}
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/heic"
            multiple
            disabled={upload.isPending}
            onChange={(e) => void onFiles(e.currentTarget.files)}
          />
          {upload.isPending && (
            <Text size="sm" role="status">
              Uploading…
            </Text>
          )}
        </Group>
      )}
      {upload.error && (
        <Text size="sm" c="red.8" role="alert">
          {upload.error.message}
        </Text>
      )}
    </Stack>
  );
}

import { Card, Group, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ShippingInfo, SmartQuestion } from '@portal/domain/campaigns/invite-request';
import {
  type SmartQuestionHeaderState,
  smartQuestionHeaderState,
} from '@portal/domain/campaigns/smart-questions';

/** Header copy per state (ours: the spec names the states, not their words; record 181). */
export const HEADER_COPY: Record<SmartQuestionHeaderState, { label: string; color: string }> = {
  pending: { label: 'Almost there', color: 'dark.7' },
  success: { label: "You're a match", color: 'dark.9' },
  failure: { label: 'Not a campaign match', color: 'red.9' },
};

export const SHIPPING_FIELDS: { key: keyof ShippingInfo; label: string; required: boolean }[] = [
  { key: 'full_name', label: 'Full name', required: true },
  { key: 'address', label: 'Mailing Address', required: true },
  { key: 'address_line_2', label: 'Address line 2', required: false },
  { key: 'city', label: 'City', required: true },
  { key: 'state', label: 'State', required: true },
  { key: 'zip_code', label: 'Postal Code', required: true },
  { key: 'country', label: 'Country', required: true },
];

export type SmartAnswers = Record<string, string>;
export type ShippingValues = Partial<Record<keyof ShippingInfo, string>>;

/**
 * The smart-question header of the guidelines step (spec part 1 sections 2 and 4): the campaign's
 * questions and the shipping-info entry, and the header state (pending, success, failure) from the
 * domain rule. One form with one button, the accept below it (issue 31: two save buttons left the
 * creator unsure which to press): the answers and the address are checked and sent with the
 * request; `errors` places what is missing next to each field.
 */
export function SmartQuestionHeader({
  questions,
  answers,
  onAnswers,
  verdict,
  shipping,
  onShipping,
  needsShipping,
  errors,
}: {
  questions: SmartQuestion[];
  answers: SmartAnswers;
  onAnswers: (answers: SmartAnswers) => void;
  verdict: boolean | null;
  shipping: ShippingValues;
  onShipping: (values: ShippingValues) => void;
  /** Whether a product is shipped (then the header hosts the shipping-info entry). */
  needsShipping: boolean;
  /** Field messages by `answers.<id>` or the shipping field's key. */
  errors: Record<string, string>;
}) {
  const complete = SHIPPING_FIELDS.every((f) => !f.required || shipping[f.key]?.trim());
  const state = smartQuestionHeaderState({
    smart_questions: questions.map((_, i) => ({ id: i })),
    smart_question_answer_result: verdict,
    shipping_info_entered: !needsShipping || complete,
  });
  const copy = HEADER_COPY[state];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="smart-header">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3" id="smart-header">
            Before you request
          </Title>
          <Text fw={700} size="sm" c={copy.color} data-state={state} role="status">
            {copy.label}
          </Text>
        </Group>
        {questions.map((q) => (
          <Radio.Group
            key={q.id}
            label={q.question}
            withAsterisk
            value={answers[q.id] ?? null}
            error={errors[`answers.${q.id}`]}
            onChange={(value) => onAnswers({ ...answers, [q.id]: value })}
          >
            <Group mt="xs">
              {q.options.map((o) => (
                <Radio key={o} value={o} label={o} />
              ))}
            </Group>
          </Radio.Group>
        ))}
        {needsShipping && (
          <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={600}>
              Where should we ship the product?
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {SHIPPING_FIELDS.map((f) => (
                <TextInput
                  key={f.key}
                  label={f.label}
                  required={f.required}
                  autoComplete={AUTOCOMPLETE[f.key]}
                  value={shipping[f.key] ?? ''}
                  error={errors[f.key]}
                  onChange={(e) => onShipping({ ...shipping, [f.key]: e.currentTarget.value })}
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

const AUTOCOMPLETE: Record<keyof ShippingInfo, string> = {
  full_name: 'name',
  address: 'address-line1',
  address_line_2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip_code: 'postal-code',
  country: 'country-name',
};

import {
  Button,
  Card,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ShippingInfo, SmartQuestion } from '@portal/domain/campaigns/invite-request';
import {
  type SmartQuestionHeaderState,
  smartQuestionHeaderState,
} from '@portal/domain/campaigns/smart-questions';
import { ERROR_MESSAGES } from '@portal/domain/errors/error-catalogue';
import { useState } from 'react';
import { useCheckSmartAnswers } from '../api/check-smart-answers';

/** Header copy per state (ours: the spec names the states, not their words; record 181). */
export const HEADER_COPY: Record<SmartQuestionHeaderState, { label: string; color: string }> = {
  pending: { label: 'Almost there', color: 'dark.7' },
  success: { label: "You're a match", color: 'dark.9' },
  failure: { label: 'Not a campaign match', color: 'red.9' },
};

const SHIPPING_FIELDS: { key: keyof ShippingInfo; label: string }[] = [
  { key: 'full_name', label: 'Full name' },
  { key: 'address', label: 'Mailing Address' },
  { key: 'address_line_2', label: 'Address line 2' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'zip_code', label: 'Postal Code' },
  { key: 'country', label: 'Country' },
];

export type SmartAnswers = Record<string, string>;

function ShippingForm({ onSave }: { onSave: (info: ShippingInfo) => void }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [unchecked, setUnchecked] = useState(false);
  const save = async () => {
    // The schema (and zod with it) loads when the creator saves, not with the page (decision 500).
    // If it cannot load, the creator is told and the address stays as typed.
    const schema = await import('@portal/domain/campaigns/invite-request')
      .then((module) => module.ShippingInfoSchema)
      .catch(() => null);
    setUnchecked(!schema);
    if (!schema) return;
    const parsed = schema.safeParse(values);
    if (parsed.success) return onSave(parsed.data);
    setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
  };
  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {SHIPPING_FIELDS.map((f) => (
          <TextInput
            key={f.key}
            label={f.label}
            required={f.key !== 'address_line_2'}
            value={values[f.key] ?? ''}
            error={errors[f.key]}
            onChange={(e) => setValues({ ...values, [f.key]: e.currentTarget.value })}
          />
        ))}
      </SimpleGrid>
      {unchecked && (
        <Text c="red.9" size="sm" role="alert">
          {ERROR_MESSAGES.critical}
        </Text>
      )}
      <Group>
        <Button type="submit" variant="light">
          SAVE SHIPPING INFO
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The smart-question header of the guidelines step (spec part 1 sections 2 and 4): the campaign's
 * questions, the shipping-info entry, and the header state (pending, success, failure) from the
 * domain rule, the server's verdict on the answers and whether shipping info was entered.
 */
export function SmartQuestionHeader({
  campaignId,
  questions,
  answers,
  onAnswers,
  verdict,
  onVerdict,
  shipping,
  onShipping,
  needsShipping,
}: {
  campaignId: number;
  questions: SmartQuestion[];
  answers: SmartAnswers;
  onAnswers: (answers: SmartAnswers) => void;
  verdict: boolean | null;
  onVerdict: (verdict: boolean | null) => void;
  shipping: ShippingInfo | null;
  onShipping: (info: ShippingInfo | null) => void;
  /** Whether a product is shipped (then the header hosts the shipping-info entry). */
  needsShipping: boolean;
}) {
  const check = useCheckSmartAnswers(campaignId);
  const state = smartQuestionHeaderState({
    smart_questions: questions.map((_, i) => ({ id: i })),
    smart_question_answer_result: verdict,
    shipping_info_entered: !needsShipping || shipping !== null,
  });
  const allAnswered = questions.every((q) => answers[q.id]);
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
            value={answers[q.id] ?? null}
            onChange={(value) => {
              onAnswers({ ...answers, [q.id]: value });
              onVerdict(null);
            }}
          >
            <Group mt="xs">
              {q.options.map((o) => (
                <Radio key={o} value={o} label={o} />
              ))}
            </Group>
          </Radio.Group>
        ))}
        {questions.length > 0 && (
          <Group>
            <Button
              variant="light"
              disabled={!allAnswered}
              loading={check.isPending}
              onClick={() =>
                check.mutate(
                  questions.map((q) => ({ question_id: q.id, answer: answers[q.id]! })),
                  { onSuccess: (r) => onVerdict(r.success) },
                )
              }
            >
              SUBMIT ANSWERS
            </Button>
          </Group>
        )}
        {needsShipping && (
          <Stack gap="xs">
            <Text fw={600}>Shipping info</Text>
            {shipping ? (
              <Group justify="space-between">
                <Text size="sm">
                  {shipping.full_name}, {shipping.address}, {shipping.city}, {shipping.state}{' '}
                  {shipping.zip_code}, {shipping.country}
                </Text>
                <Button variant="subtle" size="compact-sm" onClick={() => onShipping(null)}>
                  Edit
                </Button>
              </Group>
            ) : (
              <ShippingForm onSave={onShipping} />
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

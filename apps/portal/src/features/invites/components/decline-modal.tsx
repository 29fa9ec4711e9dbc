import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import {
  DECLINE_CONFIRMATION_MESSAGE,
  type DeclineInput,
  DeclineInputSchema,
} from '@portal/domain/invites/accept-decline';
import {
  DECLINE_REASON_LABELS,
  DECLINE_REASONS,
  type DeclineReason,
} from '@portal/domain/invites/invite-status';
import { useState } from 'react';
import { NumberField } from '@/components/ui/number-field';

/**
 * The decline modal (spec part 1 sections 4 and 5): the confirmation text, one of the five
 * reasons, and the preferred payment amount for "I don't accept the payment". Validated by the
 * domain's DeclineInputSchema.
 */
export function DeclineModal({
  opened,
  onClose,
  onConfirm,
  submitting,
}: {
  opened: boolean;
  onClose: () => void;
  onConfirm: (input: DeclineInput) => void;
  submitting: boolean;
}) {
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [payment, setPayment] = useState<number | ''>('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const confirm = () => {
    const parsed = DeclineInputSchema.safeParse({
      reason: reason ?? undefined,
      payment: payment === '' ? undefined : Number(payment),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    onConfirm(parsed.data);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Decline this campaign"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text>{DECLINE_CONFIRMATION_MESSAGE}</Text>
        <Radio.Group
          label="Why are you declining?"
          value={reason}
          onChange={(value) => {
            setReason(value as DeclineReason);
            // A reason chosen answers 'Please choose a reason.' at once (issue 31).
            const { reason: _answered, ...rest } = errors;
            setErrors(rest);
          }}
          error={errors.reason}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {DECLINE_REASONS.map((value) => (
              <Radio key={value} value={value} label={DECLINE_REASON_LABELS[value]} />
            ))}
          </Stack>
        </Radio.Group>
        {reason === 'CREATOR_DONT_ACCEPT_PAYMENT' && (
          <NumberField
            label="Preferred payment amount"
            description="In US dollars, up to $1,000,000"
            leftSection="$"
            // Kept as typed (no clamping, no formatting while typing): a typed -40 or a huge
            // amount is refused by the domain's message, never quietly rewritten.
            decimals={2}
            value={payment}
            onChange={(value) => {
              setPayment(value);
              const { payment: _typed, ...rest } = errors;
              setErrors(rest);
            }}
            error={errors.payment}
            withAsterisk
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button color="red.9" onClick={confirm} loading={submitting}>
            DECLINE
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  type SmsConsentState,
  shouldShowSmsConsentPrompt,
  smsConsentWrite,
} from '@portal/domain/profile/sms-consent';
import type { QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSaveSmsConsent } from '../api/save-sms-consent';
import { consentPrompt, useMarkPromptShown, useShownElsewhere } from './consent-prompt';

/**
 * Part 1 section 2/4: the text-message (TCPA) reminder, shown when the domain rule says so
 * (and the creator-consents-to-sms flag is on). Agreeing writes the timestamp and count.
 */
export function TcpaReminderModal({
  consent,
  enabled,
  refetch,
  now = new Date(),
}: {
  consent: SmsConsentState;
  enabled: boolean;
  refetch?: QueryKey[];
  now?: Date;
}) {
  const [closed, setClosed] = useState(() => consentPrompt.wasShown());
  const save = useSaveSmsConsent({ refetch });
  const opened = enabled && !closed && shouldShowSmsConsentPrompt(consent, now);
  useMarkPromptShown(opened);
  useShownElsewhere(useCallback(() => setClosed(true), []));
  const close = () => {
    setClosed(true);
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={close}
      title="Get campaign updates by text"
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          Can we text you about new campaign invites, deadlines and payments? Message and data rates
          may apply. Message frequency varies. Reply STOP to opt out at any time.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={save.isPending}>
            Not now
          </Button>
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate(smsConsentWrite(consent, new Date()), {
                onSuccess: () => setClosed(true),
              })
            }
          >
            Yes, text me
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  CAMPAIGN_TEXT_DIALOG_ACTIONS,
  type SmsConsentState,
  shouldShowSmsConsentPrompt,
} from '@portal/domain/profile/sms-consent';
import { useCallback, useState } from 'react';
import { consentPrompt, useMarkPromptShown, useShownElsewhere } from './consent-prompt';

const [IGNORE, UPDATE_NUMBER] = CAMPAIGN_TEXT_DIALOG_ACTIONS;

/**
 * Part 2 section 2 'Text-messaging promotion dialog': 'Ignore' or 'Update Number', shown by the
 * same rule as the consent prompt. 'Update Number' hands over to the profile's contact panel.
 */
export function CampaignTextDialog({
  consent,
  enabled,
  onUpdateNumber,
  now = new Date(),
}: {
  consent: SmsConsentState;
  enabled: boolean;
  onUpdateNumber: () => void;
  now?: Date;
}) {
  const [closed, setClosed] = useState(() => consentPrompt.wasShown());
  const opened = enabled && !closed && shouldShowSmsConsentPrompt(consent, now);
  useMarkPromptShown(opened);
  useShownElsewhere(useCallback(() => setClosed(true), []));
  const ignore = () => {
    setClosed(true);
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={ignore}
      title="Get campaign invites by text"
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          Some campaigns send their invites by text message. Add your mobile number and agree to
          texts so you never miss one.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={ignore}>
            {IGNORE}
          </Button>
          <Button
            onClick={() => {
              setClosed(true);
              onUpdateNumber();
            }}
          >
            {UPDATE_NUMBER}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

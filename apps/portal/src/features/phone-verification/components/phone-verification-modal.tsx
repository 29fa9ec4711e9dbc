import { Alert, Anchor, Button, Loader, Modal, PinInput, Stack, Text } from '@mantine/core';
import {
  canConfirmMobileNumber,
  codeFromPaste,
  findMobileContact,
  isContactVerified,
  isValidVerificationCode,
  phoneVerificationView,
  VERIFICATION_CODE_LENGTH,
} from '@portal/domain/profile/phone-verification';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { userContactsKeys, useUserContacts } from '../api/get-user-contacts';
import { usePhoneVerification } from './use-phone-verification';

interface Props {
  opened: boolean;
  onClose: () => void;
  userId: string;
  smsConsent: boolean;
}

/** Part 1 section 2 'Phone verification': send a 6-digit code, then confirm it. */
export function PhoneVerificationModal({ opened, onClose, userId, smsConsent }: Props) {
  const queryClient = useQueryClient();
  const user = useUserContacts(userId, opened);
  const contact = findMobileContact(user.data?.contacts);
  const verification = usePhoneVerification();
  const [code, setCode] = useState('');
  const view = phoneVerificationView(verification.state);

  useEffect(() => {
    if (view === 'verified') void queryClient.invalidateQueries({ queryKey: userContactsKeys.all });
  }, [view, queryClient]);

  const close = () => {
    verification.reset();
    setCode('');
    onClose();
  };
  const canSend = canConfirmMobileNumber({
    loading: user.isPending || view === 'sending',
    smsConsent,
    phone: contact?.rawPhoneNumber,
  });
  const alreadyConfirmed = view === 'enter-phone' && isContactVerified(contact);

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={close}
      title="Verify your mobile number"
      centered
    >
      <Stack gap="md">
        {view === 'verified' ? (
          // Just confirmed now (issue 31: it said "already confirmed" the first time).
          <Alert color="green" title="Mobile number confirmed">
            Thank you — your mobile number {contact?.rawPhoneNumber} is confirmed.
          </Alert>
        ) : alreadyConfirmed ? (
          <Alert color="green" title="Mobile number confirmed">
            Your mobile number {contact?.rawPhoneNumber} is already confirmed.
          </Alert>
        ) : (
          <>
            {(view === 'enter-phone' || view === 'sending' || view === 'send-failed') && (
              <>
                <Text size="sm">
                  {contact?.rawPhoneNumber
                    ? `We will text a ${VERIFICATION_CODE_LENGTH}-digit code to ${contact.rawPhoneNumber}.`
                    : 'Add your phone number in Contact Information and save your profile first.'}
                </Text>
                {!smsConsent && contact?.rawPhoneNumber && (
                  <Text size="sm" c="dimmed">
                    Agree to receive text messages in Contact Information first.
                  </Text>
                )}
                {verification.failure && view === 'send-failed' && (
                  <Alert color="red" role="alert" title={verification.failure.title}>
                    {verification.failure.body}
                  </Alert>
                )}
                <Button
                  onClick={() => verification.sendCode(contact?.id)}
                  disabled={!canSend}
                  loading={view === 'sending' || user.isPending}
                >
                  Confirm Mobile Number
                </Button>
              </>
            )}
            {(view === 'enter-code' || view === 'checking') && (
              <>
                <Text size="sm" id="code-help">
                  Enter the {VERIFICATION_CODE_LENGTH}-digit code we sent to{' '}
                  {contact?.rawPhoneNumber}.
                </Text>
                <PinInput
                  length={VERIFICATION_CODE_LENGTH}
                  type="number"
                  oneTimeCode
                  autoFocus
                  ariaLabel="Verification code digit"
                  value={code}
                  onChange={(value) => setCode(codeFromPaste(value))}
                  disabled={view === 'checking'}
                />
                <Button
                  onClick={() => verification.confirmCode(contact?.id, code)}
                  disabled={!isValidVerificationCode(code)}
                  loading={view === 'checking'}
                >
                  Confirm Code
                </Button>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => verification.sendCode(contact?.id)}
                >
                  Send a new code
                </Anchor>
              </>
            )}
            {view === 'code-failed' && verification.failure && (
              <>
                <Alert color="red" role="alert" title={verification.failure.title}>
                  {verification.failure.body}
                </Alert>
                <Button
                  onClick={() => {
                    setCode('');
                    verification.retry();
                  }}
                >
                  Re-enter code
                </Button>
                <Text size="sm">
                  Still having trouble?{' '}
                  <Anchor component={Link} to={paths.creator.support.getHref()}>
                    Contact support
                  </Anchor>
                </Text>
              </>
            )}
          </>
        )}
        {(view === 'sending' || view === 'checking') && (
          <Loader size="sm" role="status" aria-label="Waiting for the verification service" />
        )}
      </Stack>
    </Modal>
  );
}

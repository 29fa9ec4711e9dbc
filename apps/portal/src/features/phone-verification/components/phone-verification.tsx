import { Badge, Button, Group } from '@mantine/core';
import { findMobileContact, isContactVerified } from '@portal/domain/profile/phone-verification';
import { Suspense, useState } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { useUserContacts } from '../api/get-user-contacts';

/** The verification modal (Modal, PinInput, the phone input) loads when it is first opened. */
const PhoneVerificationModal = lazyNamed(
  () => import('./phone-verification-modal'),
  'PhoneVerificationModal',
);

/** The phone row's verification state and the button that opens the verification modal. */
export function PhoneVerification({ userId, smsConsent }: { userId: string; smsConsent: boolean }) {
  const [opened, setOpened] = useState(false);
  const [asked, setAsked] = useState(false);
  const user = useUserContacts(userId, !opened);
  const contact = findMobileContact(user.data?.contacts);
  const verified = contact ? isContactVerified(contact) : null;
  return (
    <Group gap="sm">
      {verified !== null && (
        <Badge color={verified ? 'green.9' : 'gray.7'} variant="light">
          {verified ? 'Mobile number verified' : 'Mobile number not verified'}
        </Badge>
      )}
      <Button
        variant="light"
        size="xs"
        onClick={() => {
          setAsked(true);
          setOpened(true);
        }}
      >
        Verify mobile number
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <PhoneVerificationModal
            opened={opened}
            onClose={() => setOpened(false)}
            userId={userId}
            smsConsent={smsConsent}
          />
        </Suspense>
      )}
    </Group>
  );
}

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
        // Dark text on a pale ground in both states (issue 31: green on green was unreadable).
        <Badge
          variant="light"
          styles={{
            root: verified
              ? { background: '#e6f4ea', color: '#1f5f2b' }
              : { background: 'var(--mantine-color-gray-1)', color: 'var(--mantine-color-dark-7)' },
          }}
        >
          {verified ? 'Mobile number verified' : 'Mobile number not verified'}
        </Badge>
      )}
      {!verified && (
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
      )}
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

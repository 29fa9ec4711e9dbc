import { Badge, Button, Group } from '@mantine/core';
import { findMobileContact, isContactVerified } from '@portal/domain/profile/phone-verification';
import { useState } from 'react';
import { useUserContacts } from '../api/get-user-contacts';
import { PhoneVerificationModal } from './phone-verification-modal';

/** The phone row's verification state and the button that opens the verification modal. */
export function PhoneVerification({ userId, smsConsent }: { userId: string; smsConsent: boolean }) {
  const [opened, setOpened] = useState(false);
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
      <Button variant="light" size="xs" onClick={() => setOpened(true)}>
        Verify mobile number
      </Button>
      <PhoneVerificationModal
        opened={opened}
        onClose={() => setOpened(false)}
        userId={userId}
        smsConsent={smsConsent}
      />
    </Group>
  );
}

import { Alert, Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import {
  ACCEPT_TERMS_DEFAULTS,
  acceptBlockedMessage,
  canAccept,
} from '@portal/domain/invites/accept-terms';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A campaign's custom terms as the terms endpoint answers them. */
export interface CustomTermsDocument {
  id: number;
  brand_name: string;
  s3_key: string;
}

/**
 * The accept block (spec part 1 section 5): the general terms checkbox (ticked by default), the
 * custom terms checkbox when the campaign has them (unticked, linking the agreement document), the
 * accept button enabled by the domain's canAccept, and DECLINE when there is an invite to decline.
 * Used by the invite guidelines (ACCEPT) and the request flow (ACCEPT GUIDELINES TO REQUEST INVITE).
 */
export function AcceptBlock({
  customTerms,
  termsLoading,
  termsLoadError,
  accepting,
  acceptLabel = 'ACCEPT',
  onAccept,
  onDecline,
}: {
  customTerms: CustomTermsDocument | null;
  termsLoading: boolean;
  termsLoadError: boolean;
  accepting: boolean;
  acceptLabel?: string;
  onAccept: () => void;
  /** Tells whether the custom terms box was ticked (then the agreement is sent on decline too). */
  onDecline?: (customTermsTicked: boolean) => void;
}) {
  const [general, setGeneral] = useState<boolean>(ACCEPT_TERMS_DEFAULTS.generalTermsTicked);
  const [custom, setCustom] = useState<boolean>(ACCEPT_TERMS_DEFAULTS.customTermsTicked);
  const state = {
    generalTermsTicked: general,
    customTermsExist: customTerms !== null,
    customTermsTicked: custom,
    termsLoadError,
  };
  const blocked = acceptBlockedMessage(state);

  return (
    <Stack
      gap="md"
      component="section"
      aria-label={onDecline ? 'Accept or decline' : 'Accept guidelines'}
    >
      <Checkbox
        checked={general}
        onChange={(e) => setGeneral(e.currentTarget.checked)}
        label={
          <>
            I agree to the{' '}
            <Anchor component={Link} to={paths.creator.terms.getHref()} target="_blank">
              terms and conditions
            </Anchor>
          </>
        }
      />
      {customTerms && (
        <Checkbox
          checked={custom}
          onChange={(e) => setCustom(e.currentTarget.checked)}
          label={
            <>
              I agree to the{' '}
              <Anchor href={customTerms.s3_key} target="_blank" rel="noreferrer">
                {customTerms.brand_name} campaign agreement
              </Anchor>
              . By clicking ACCEPT I am signing this agreement electronically.
            </>
          }
        />
      )}
      {blocked && (
        <Alert color={termsLoadError ? 'red' : 'yellow'} variant="light" role="alert">
          <Text size="sm" c="dark.9">
            {blocked}
          </Text>
        </Alert>
      )}
      <Group grow>
        {onDecline && (
          <Button variant="default" onClick={() => onDecline(custom)} disabled={accepting}>
            DECLINE
          </Button>
        )}
        <Button
          onClick={onAccept}
          loading={accepting || termsLoading}
          disabled={termsLoading || !canAccept(state)}
          // 'ACCEPT GUIDELINES TO REQUEST INVITE' is wider than a phone: the label wraps.
          h="auto"
          py={8}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          {acceptLabel}
        </Button>
      </Group>
    </Stack>
  );
}

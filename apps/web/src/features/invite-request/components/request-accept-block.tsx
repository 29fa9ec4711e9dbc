import { Alert, Anchor, Button, Checkbox, Stack, Text } from '@mantine/core';
import { REQUEST_FLOW_TEXTS } from '@portal/domain/campaigns/request-flow';
import {
  ACCEPT_TERMS_DEFAULTS,
  acceptBlockedMessage,
  canAccept,
} from '@portal/domain/invites/accept-decline';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type CustomTerms = { id: number; brand_name: string; s3_key: string };

/**
 * The request flow's accept block (spec part 1 sections 2 and 5): the general terms box (ticked),
 * the custom terms box when the campaign has them (unticked), and ACCEPT GUIDELINES TO REQUEST
 * INVITE enabled by the domain's canAccept. No decline: there is no invite to decline yet.
 */
export function RequestAcceptBlock({
  customTerms,
  termsLoading,
  termsLoadError,
  accepting,
  onAccept,
}: {
  customTerms: CustomTerms | null;
  termsLoading: boolean;
  termsLoadError: boolean;
  accepting: boolean;
  onAccept: () => void;
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
    <Stack gap="md" component="section" aria-label="Accept guidelines">
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
      <Button
        onClick={onAccept}
        loading={accepting || termsLoading}
        disabled={termsLoading || !canAccept(state)}
      >
        {REQUEST_FLOW_TEXTS.acceptGuidelines}
      </Button>
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import type { CampaignDetail } from '@portal/domain/campaigns/campaign-api';
import type { Flight, RequestOptions, ShippingInfo } from '@portal/domain/campaigns/invite-request';
import { REQUEST_FLOW_TEXTS, requestFlowReducer } from '@portal/domain/campaigns/request-flow';
import { type ReactNode, useReducer, useState } from 'react';
import { AcceptBlock } from '@/components/terms/accept-block';
import { useFlights, useWipeFlightsOnceLeft } from '../api/get-flights';
import { useRequestInvite } from '../api/request-invite';
import { LoadingStep } from './loading-step';
import { NotAMatch } from './not-a-match';
import { PostingWindowStep } from './posting-window-step';
import { RequestReceived } from './request-received';
import { type SmartAnswers, SmartQuestionHeader } from './smart-question-header';
import { Waitlist } from './waitlist';

/** Compensation types where the brand ships a product (ours: record 181). */
const SHIPPED: readonly string[] = ['PRODUCT_AND_PAYMENT', 'PRODUCT'];

type CustomTerms = { id: number; brand_name: string; s3_key: string };

/**
 * The request-an-invite flow (spec part 1 sections 2 and 4): 0 guidelines, 1 'Evaluating
 * campaign match…', 2 posting window, 3 'Invite request received' (or the waitlist when the
 * requested-invites flight was chosen: record 181). The domain reducer moves it forward only,
 * one step at a time. `details` is the campaign's guideline blocks, composed by the page.
 */
export function RequestFlow({
  campaign,
  options,
  details,
  terms,
  agreeToTerms,
  profileProgress,
  profileForm,
}: {
  campaign: CampaignDetail;
  options: RequestOptions;
  details: ReactNode;
  terms: { customTerms: CustomTerms | null; loading: boolean; error: boolean };
  agreeToTerms: (customTermsId: number) => Promise<unknown>;
  profileProgress: number;
  profileForm: ReactNode;
}) {
  const [step, dispatch] = useReducer(requestFlowReducer, 0);
  const [answers, setAnswers] = useState<SmartAnswers>({});
  const [verdict, setVerdict] = useState<boolean | null>(null);
  const [shipping, setShipping] = useState<ShippingInfo | null>(null);
  const [accepting, setAccepting] = useState(false);
  const [waitlisted, setWaitlisted] = useState(false);
  const [notAMatch, setNotAMatch] = useState(false);
  const flights = useFlights(campaign.id, step >= 1 && step < 3);
  useWipeFlightsOnceLeft(campaign.id, step === 3);
  const request = useRequestInvite();
  const needsShipping = SHIPPED.includes(campaign.influencer_compensation_type);

  const accept = async () => {
    setAccepting(true);
    try {
      if (terms.customTerms) await agreeToTerms(terms.customTerms.id);
      dispatch({ type: 'guidelines-accepted' });
    } finally {
      setAccepting(false);
    }
  };
  const submit = (flight: Flight) =>
    request.mutate(
      {
        campaign_id: campaign.id,
        flight_id: flight.id,
        smart_question_answers: Object.entries(answers).map(([question_id, answer]) => ({
          question_id,
          answer,
        })),
        shipping_info: shipping,
      },
      {
        onSuccess: (result) => {
          setNotAMatch(result.success === false);
          setWaitlisted(flight.id === options.requested_invites_flight_id);
          dispatch({ type: 'window-selected' });
        },
      },
    );

  if (step === 1) {
    return (
      <LoadingStep
        ready={flights.data !== undefined}
        onDone={() => dispatch({ type: 'flights-loaded' })}
      />
    );
  }
  if (step === 2 && flights.data) {
    return (
      <PostingWindowStep
        workflow={campaign.campaign_content_workflow}
        flights={flights.data}
        autoAssign={options.enable_requested_invites_auto_assign}
        submitting={request.isPending}
        onSubmit={submit}
      />
    );
  }
  if (step === 3) {
    if (notAMatch) return <NotAMatch />;
    return waitlisted ? (
      <Waitlist />
    ) : (
      <RequestReceived
        workflow={campaign.campaign_content_workflow}
        profileProgress={profileProgress}
        profileForm={profileForm}
      />
    );
  }
  return (
    <Stack gap="lg">
      {details}
      <Stack px="md" gap="lg">
        {(options.smart_questions.length > 0 || needsShipping) && (
          <SmartQuestionHeader
            campaignId={campaign.id}
            questions={options.smart_questions}
            answers={answers}
            onAnswers={setAnswers}
            verdict={verdict}
            onVerdict={setVerdict}
            shipping={shipping}
            onShipping={setShipping}
            needsShipping={needsShipping}
          />
        )}
        <AcceptBlock
          customTerms={terms.customTerms}
          termsLoading={terms.loading}
          termsLoadError={terms.error}
          accepting={accepting}
          acceptLabel={REQUEST_FLOW_TEXTS.acceptGuidelines}
          onAccept={() => void accept()}
        />
      </Stack>
    </Stack>
  );
}

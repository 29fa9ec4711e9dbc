import { Stack, Text } from '@mantine/core';
import type { CampaignDetail } from '@portal/domain/campaigns/campaign-api';
import type {
  Flight,
  InviteRequestResult,
  RequestOptions,
  ShippingInfo,
} from '@portal/domain/campaigns/invite-request';
import { REQUEST_FLOW_TEXTS, requestFlowReducer } from '@portal/domain/campaigns/request-flow';
import { shipsProduct } from '@portal/domain/campaigns/request-rules';
import { ERROR_MESSAGES } from '@portal/domain/errors/error-catalogue';
import { type ReactNode, useReducer, useState } from 'react';
import { AcceptBlock } from '@/components/terms/accept-block';
import { useCheckSmartAnswers } from '../api/check-smart-answers';
import { useFlights, useWipeFlightsOnceLeft } from '../api/get-flights';
import { useRequestInvite } from '../api/request-invite';
import { Assigned } from './assigned';
import { LoadingStep } from './loading-step';
import { NotAMatch } from './not-a-match';
import { PostingWindowStep } from './posting-window-step';
import { RequestReceived } from './request-received';
import {
  SHIPPING_FIELDS,
  type ShippingValues,
  type SmartAnswers,
  SmartQuestionHeader,
} from './smart-question-header';
import { Waitlist } from './waitlist';

type CustomTerms = { id: number; brand_name: string; s3_key: string };

/** What the guidelines step found wrong with the answers and the address, by field. */
type Problems = Record<string, string>;

/** The answers and the address as the request carries them, or what is missing (ours: 543). */
async function readForm(
  questions: RequestOptions['smart_questions'],
  answers: SmartAnswers,
  shipping: ShippingValues,
  needsShipping: boolean,
): Promise<{ problems: Problems; info: ShippingInfo | null; unchecked?: boolean }> {
  const problems: Problems = {};
  for (const q of questions) {
    if (!answers[q.id]) problems[`answers.${q.id}`] = 'Please answer this question.';
  }
  if (!needsShipping) return { problems, info: null };
  // The schema (and zod with it) loads when the creator accepts, not with the page (decision 500).
  const schema = await import('@portal/domain/campaigns/invite-request')
    .then((module) => module.ShippingInfoSchema)
    .catch(() => null);
  if (!schema) return { problems, info: null, unchecked: true };
  const parsed = schema.safeParse(
    Object.fromEntries(SHIPPING_FIELDS.map((f) => [f.key, shipping[f.key] ?? ''])),
  );
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems[String(issue.path[0])] = issue.message;
    return { problems, info: null };
  }
  return { problems, info: parsed.data };
}

/** Where the request ended, by the invite's view (issue 31: the same words as its card). */
type Outcome =
  | { kind: 'not-a-match' }
  | { kind: 'assigned'; inviteId: number; window: string | null }
  | { kind: 'waitlisted' }
  | { kind: 'requested' };

function outcomeOf(result: InviteRequestResult, flights: Flight[]): Outcome {
  const { invite } = result;
  switch (invite.view.step) {
    case 'not_a_match':
      return { kind: 'not-a-match' };
    case 'invited': {
      const flight = flights.find((f) => f.id === invite.invite_flight?.id);
      return { kind: 'assigned', inviteId: invite.id, window: flight?.pretty_range ?? null };
    }
    case 'waitlisted':
      return { kind: 'waitlisted' };
    default:
      return { kind: 'requested' };
  }
}

/**
 * The request-an-invite flow (spec part 1 sections 2 and 4): 0 guidelines, 1 'Evaluating
 * campaign match…', 2 posting window, 3 'Invite request received' (or the waitlist when the
 * requested-invites flight was chosen: record 181). The domain reducer moves it forward only,
 * one step at a time. `details` is the campaign's guideline blocks, composed by the page.
 *
 * It tells the truth at each step (issue 31, decision 543): the answers and the address are
 * checked when the guidelines are accepted (one button, required fields required); answers that
 * disqualify are said at once, before any dates, and the request is filed as not a match; a
 * campaign that assigns its windows gives an invite to accept at once; otherwise the windows,
 * then 'Awaiting approval' or the waitlist, by the invite's own view.
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
  const [shippingValues, setShippingValues] = useState<ShippingValues>({});
  const [shipping, setShipping] = useState<ShippingInfo | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [unchecked, setUnchecked] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const flights = useFlights(campaign.id, step >= 1 && step < 3);
  useWipeFlightsOnceLeft(campaign.id, step === 3);
  const request = useRequestInvite();
  const check = useCheckSmartAnswers(campaign.id);
  const needsShipping = shipsProduct(campaign.influencer_compensation_type);
  const answerList = () =>
    Object.entries(answers).map(([question_id, answer]) => ({ question_id, answer }));

  /** Files the request without a window: a disqualified one, or one the campaign assigns. */
  const fileWithoutWindow = async (info: ShippingInfo | null) => {
    const result = await request.mutateAsync({
      campaign_id: campaign.id,
      flight_id: null,
      smart_question_answers: answerList(),
      shipping_info: info,
    });
    setOutcome(outcomeOf(result, []));
  };

  const accept = async () => {
    setAccepting(true);
    try {
      // The answers first: one that disqualifies is said now, before dates or an address are
      // asked for (issue 31) — nothing will ship.
      const unanswered = await readForm(options.smart_questions, answers, {}, false);
      if (Object.keys(unanswered.problems).length > 0) {
        setProblems(unanswered.problems);
        return;
      }
      if (options.smart_questions.length > 0) {
        const { success } = await check.mutateAsync(answerList());
        setVerdict(success);
        if (!success) {
          if (terms.customTerms) await agreeToTerms(terms.customTerms.id);
          return await fileWithoutWindow(null);
        }
      }
      const form = await readForm(options.smart_questions, answers, shippingValues, needsShipping);
      setProblems(form.problems);
      setUnchecked(Boolean(form.unchecked));
      if (form.unchecked || Object.keys(form.problems).length > 0) return;
      setShipping(form.info);
      if (terms.customTerms) await agreeToTerms(terms.customTerms.id);
      if (options.enable_requested_invites_auto_assign) return await fileWithoutWindow(form.info);
      dispatch({ type: 'guidelines-accepted' });
    } catch {
      // The request's and the check's failures are shown by their own notifications.
    } finally {
      setAccepting(false);
    }
  };
  const submit = (flight: Flight) =>
    request.mutate(
      {
        campaign_id: campaign.id,
        flight_id: flight.id,
        smart_question_answers: answerList(),
        shipping_info: shipping,
      },
      {
        onSuccess: (result) => {
          setOutcome(outcomeOf(result, flights.data ? [flight] : []));
          dispatch({ type: 'window-selected' });
        },
      },
    );

  if (outcome?.kind === 'not-a-match') return <NotAMatch />;
  if (outcome?.kind === 'assigned') {
    return <Assigned inviteId={outcome.inviteId} window={outcome.window} />;
  }
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
    return outcome?.kind === 'waitlisted' ? (
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
            questions={options.smart_questions}
            answers={answers}
            onAnswers={(next) => {
              setAnswers(next);
              setVerdict(null);
            }}
            verdict={verdict}
            shipping={shippingValues}
            onShipping={setShippingValues}
            needsShipping={needsShipping}
            errors={problems}
          />
        )}
        {Object.keys(problems).length > 0 && (
          <Text c="red.9" size="sm" role="alert">
            Please fill in what is marked above.
          </Text>
        )}
        {unchecked && (
          <Text c="red.9" size="sm" role="alert">
            {ERROR_MESSAGES.critical}
          </Text>
        )}
        <AcceptBlock
          customTerms={terms.customTerms}
          termsLoading={terms.loading}
          termsLoadError={terms.error}
          accepting={accepting || request.isPending}
          acceptLabel={REQUEST_FLOW_TEXTS.acceptGuidelines}
          onAccept={() => void accept()}
        />
      </Stack>
    </Stack>
  );
}

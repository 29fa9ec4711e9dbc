import { Button, Card, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { Flight, FlightData } from '@portal/domain/campaigns/invite-request';
import {
  autoAssignFlight,
  canSubmitPostingWindow,
  orderFlights,
  postingWindowQuestion,
  REQUEST_FLOW_TEXTS,
} from '@portal/domain/campaigns/request-flow';
import type { ContentWorkflow } from '@portal/domain/campaigns/workflows';
import { useEffect, useRef, useState } from 'react';
import classes from './posting-window.module.css';

function WindowButton({
  flight,
  selected,
  onSelect,
}: {
  flight: Flight;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <UnstyledButton
      role="radio"
      aria-checked={selected}
      className={classes.window}
      data-selected={selected || undefined}
      onClick={onSelect}
    >
      {flight.pretty_range}
    </UnstyledButton>
  );
}

/**
 * Step 2, the posting-window screen (spec part 1 section 2): regular flights by start date, the
 * requested-invites flight in its own row, CONTINUE disabled until a window is chosen and while
 * submitting. With auto-assign a blank loader shows and the regular flight with the smallest id
 * is submitted by itself.
 */
export function PostingWindowStep({
  workflow,
  flights,
  autoAssign,
  submitting,
  onSubmit,
}: {
  workflow: ContentWorkflow;
  flights: FlightData;
  autoAssign: boolean;
  submitting: boolean;
  onSubmit: (flight: Flight) => void;
}) {
  const { requested, regular } = orderFlights(flights);
  const [selected, setSelected] = useState<number | null>(null);
  const sent = useRef(false);
  const auto = autoAssign ? autoAssignFlight(regular) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: submitted once
  useEffect(() => {
    if (auto && !sent.current) {
      sent.current = true;
      onSubmit(auto);
    }
  }, [auto]);
  if (auto)
    return (
      <Loader role="status" aria-label="Requesting your invite" m="xl" mx="auto" display="block" />
    );

  const count = regular.length + (requested ? 1 : 0);
  const all = requested ? [...regular, requested] : regular;
  const chosen = all.find((f) => f.id === selected) ?? null;
  return (
    <Stack gap="lg" px="md" py="xl" maw={560} mx="auto">
      <Title order={1} size="h2">
        {REQUEST_FLOW_TEXTS.requestReceived}
      </Title>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Text fw={600} id="window-question">
            {postingWindowQuestion({ campaign_content_workflow: workflow, windowCount: count })}
          </Text>
          <Stack gap="sm" role="radiogroup" aria-labelledby="window-question">
            {regular.map((f) => (
              <WindowButton
                key={f.id}
                flight={f}
                selected={selected === f.id}
                onSelect={() => setSelected(f.id)}
              />
            ))}
          </Stack>
          {requested && (
            <Stack gap="xs" role="radiogroup" aria-label="Other dates">
              <WindowButton
                flight={requested}
                selected={selected === requested.id}
                onSelect={() => setSelected(requested.id)}
              />
            </Stack>
          )}
          <Button
            onClick={() => chosen && onSubmit(chosen)}
            loading={submitting}
            disabled={!canSubmitPostingWindow({ selectedFlightId: selected, submitting })}
          >
            CONTINUE
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}

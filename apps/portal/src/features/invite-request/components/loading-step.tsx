import { Progress, Stack, Text, Title } from '@mantine/core';
import {
  loadingProgress,
  REQUEST_FLOW_TEXTS,
  REQUEST_FLOW_TICK_MS,
} from '@portal/domain/campaigns/request-flow';
import { useEffect, useState } from 'react';

/**
 * Step 1 'Evaluating campaign match…': a 5-second bar moving every 100 ms (the domain's
 * loadingProgress over counted ticks, so a fake clock drives it). Calls `onDone` once the bar is
 * full and the flight data has arrived (`ready`).
 */
export function LoadingStep({ ready, onDone }: { ready: boolean; onDone: () => void }) {
  const [ticks, setTicks] = useState(0);
  const progress = loadingProgress(ticks * REQUEST_FLOW_TICK_MS);
  useEffect(() => {
    if (progress >= 1) return;
    const id = setInterval(() => setTicks((t) => t + 1), REQUEST_FLOW_TICK_MS);
    return () => clearInterval(id);
  }, [progress]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: onDone fires once per arrival
  useEffect(() => {
    if (progress >= 1 && ready) onDone();
  }, [progress, ready]);
  const percent = Math.round(progress * 100);
  return (
    <Stack gap="lg" px="md" py={64} align="stretch" maw={480} mx="auto">
      <Title order={1} ta="center" size="h2">
        {REQUEST_FLOW_TEXTS.evaluating}
      </Title>
      <Progress value={percent} size="lg" aria-label="Evaluating campaign match" animated />
      <Text ta="center" c="dimmed" size="sm" aria-live="polite">
        {percent}%
      </Text>
    </Stack>
  );
}

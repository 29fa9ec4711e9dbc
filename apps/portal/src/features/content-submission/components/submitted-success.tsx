import { Button, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { SubmittedPost } from '@portal/domain/content/submission-api';
import {
  paymentNotice,
  SUCCESS_COPY,
  showsPaymentInformation,
} from '@portal/domain/content/success-copy';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The success page of a submitted post or video (spec part 2 section 2): payment information
 * only for the not-paid payment status, then 'VIEW DASHBOARD'.
 */
export function SubmittedSuccess({
  submitted,
  kind,
}: {
  submitted: SubmittedPost;
  kind: 'post' | 'video';
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw="40rem" mx="auto" w="100%">
      <Stack gap="md" align="center" ta="center">
        <IconCircleCheck size={56} color="var(--mantine-color-green-8)" aria-hidden />
        <Title order={1} size="h2">
          {kind === 'post' ? SUCCESS_COPY.postTitle : SUCCESS_COPY.videoTitle}
        </Title>
        {submitted.imageUrl && (
          <Image
            src={submitted.imageUrl}
            alt={kind === 'post' ? 'Your submitted post' : 'Your submitted video'}
            maw={240}
            radius="md"
          />
        )}
        <Text>{SUCCESS_COPY.reviewLine}</Text>
        {showsPaymentInformation(submitted.payment_status_id) &&
          paymentNotice(submitted.payout_turnaround_days).map((line) => (
            <Text key={line} size="sm" c="dimmed">
              {line}
            </Text>
          ))}
        <Button component={Link} to={paths.creator.dashboard.campaigns.getHref()}>
          {SUCCESS_COPY.viewDashboard}
        </Button>
      </Stack>
    </Paper>
  );
}

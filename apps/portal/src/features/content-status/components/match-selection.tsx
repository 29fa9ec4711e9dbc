import {
  Alert,
  Button,
  Card,
  Image,
  Loader,
  Mark,
  Radio,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { highlightTags } from '@portal/domain/content/caption';
import { FUNNEL_COPY } from '@portal/domain/content/funnel-header';
import { notifyError } from '@portal/web-kit/ui/notify';
import { useState } from 'react';
import { useMatchPosts, useSubmitMatch } from '../api/match-posts';

/** Spec part 2 section 4: a caption with its hashtags and mentions highlighted. */
export function HighlightedCaption({ caption }: { caption: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {highlightTags(caption).map((s, i) =>
        s.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed caption, in order
          <span key={i}>{s.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed caption, in order
          <Mark key={i} color={s.kind === 'hashtag' ? 'blue.1' : 'grape.1'} data-kind={s.kind}>
            {s.text}
          </Mark>
        ),
      )}
    </Text>
  );
}

/**
 * Spec part 2 section 4 CREATOR_NEEDS_TO_SUBMIT_A_MATCH: the creator picks the post that carries
 * the approved content; it becomes a potential distribution and the status reloads.
 */
export function MatchSelection({
  inviteId,
  contentId,
  mediaId,
}: {
  inviteId: number;
  contentId: number;
  mediaId: number;
}) {
  const posts = useMatchPosts(inviteId);
  const submit = useSubmitMatch(mediaId, contentId);
  const [chosen, setChosen] = useState<string | null>(null);
  if (posts.isPending) return <Loader size="sm" role="status" aria-label="Loading your posts" />;
  if (posts.isError) {
    return (
      <Alert color="orange">We could not find your recent posts. Please try again later.</Alert>
    );
  }
  // None of the recent posts can ever match (issue 13): say what to do instead of offering them.
  if (posts.data.posts.every((post) => post.issues.length > 0)) {
    return (
      <Stack gap="sm" w="100%">
        <Alert
          color="orange"
          title="Your approved post isn't among your recent posts yet"
          // Mantine's light orange title falls under 4.5:1 on its ground.
          styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
        >
          {posts.data.posts.length === 0
            ? 'We found no recent posts on your account.'
            : `None of your ${posts.data.posts.length} most recent posts can be matched: each one misses something the campaign requires.`}{' '}
          Post your approved content with the caption you copied (it has the campaign's hashtags and
          mentions), then check again here.
        </Alert>
        <Button
          variant="default"
          loading={posts.isFetching}
          onClick={() => posts.refetch()}
          style={{ alignSelf: 'center' }}
        >
          Check for my new post
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md" w="100%">
      <Radio.Group
        value={chosen}
        onChange={setChosen}
        label="Choose the post with your approved content"
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" mt="xs">
          {posts.data.posts.map((post) => (
            <Card key={post.id} withBorder radius="md" padding="sm">
              <Card.Section>
                <Image src={post.image_url} alt="" h={160} fit="cover" />
              </Card.Section>
              <HighlightedCaption caption={post.caption} />
              <Radio
                mt="sm"
                value={post.id}
                disabled={post.issues.length > 0 || submit.isPending}
                label={post.issues.length > 0 ? post.issues.join(' ') : 'This is my post'}
              />
            </Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Text size="sm">{FUNNEL_COPY.stayLive}</Text>
      <Button
        disabled={!chosen || submit.isPending}
        loading={submit.isPending}
        onClick={() => chosen && submit.mutate(chosen, { onError: notifyError })}
      >
        SUBMIT POST FOR REVIEW
      </Button>
    </Stack>
  );
}

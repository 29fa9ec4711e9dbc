import { Alert, Button, Card, Image, List, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { FUNNEL_COPY } from '@portal/domain/content/funnel-header';
import { POST_SUBMISSION_TEXTS } from '@portal/domain/content/post-issues';
import type { SocialPost } from '@portal/domain/content/submission-api';
import { useState } from 'react';

/**
 * Spec part 2 section 2 'Submit Your Instagram Post': each post with image, caption and issues;
 * a post with issues cannot be chosen; 'SUBMIT POST FOR REVIEW'; the 14-day notice.
 */
export function PostPicker({
  posts,
  submitting,
  onSubmit,
}: {
  posts: SocialPost[];
  submitting: boolean;
  onSubmit: (postId: string) => void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light">
        {FUNNEL_COPY.stayLive}
      </Alert>
      <Radio.Group value={chosen} onChange={setChosen} label="Choose the post to submit">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" mt="xs">
          {posts.map((post) => {
            const blocked = post.issues.length > 0;
            return (
              <Card
                key={post.id}
                withBorder
                radius="md"
                padding="sm"
                data-blocked={blocked || undefined}
              >
                <Card.Section>
                  <Image src={post.image_url} alt="" h={180} fit="cover" />
                </Card.Section>
                <Text size="sm" mt="sm" lineClamp={4}>
                  {post.caption || 'No caption'}
                </Text>
                {blocked && (
                  <List size="sm" c="red.8" mt="xs" aria-label="Issues">
                    {post.issues.map((issue) => (
                      <List.Item key={issue}>{issue}</List.Item>
                    ))}
                  </List>
                )}
                <Radio
                  mt="sm"
                  value={post.id}
                  disabled={blocked || submitting}
                  label={blocked ? 'Cannot be submitted' : 'Submit this post'}
                  aria-label={`Choose the post: ${post.caption.slice(0, 60)}`}
                />
              </Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>
      <Button
        size="md"
        onClick={() => chosen && onSubmit(chosen)}
        disabled={!chosen || submitting}
        loading={submitting}
      >
        {POST_SUBMISSION_TEXTS.submit}
      </Button>
    </Stack>
  );
}

import { Card, Group, Image, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CampaignDetail } from '@portal/domain/campaigns/campaign-api';
import {
  brandIntroText,
  greetingText,
  headerImageSource,
  truncateDescription,
} from '@portal/domain/campaigns/campaign-text';
import type { ReactNode } from 'react';
import { CampaignHero } from './campaign-hero';
import { headerImageUrl } from './header-image';

const STEPS = ['Create Account', 'Create a Post', 'Receive Rewards'] as const;

type Logo = { name: string; logo_url: string | null };

/**
 * The invite intro (spec part 1 section 2 'Invite intro'): the greeting, the campaign, how to get
 * started, the brand, brands like it and recent content. The portal's invite page and the
 * studio's "Preview as a creator" both draw this; `action` is what the page offers next.
 */
export function InviteIntroView({
  campaign,
  username,
  brandsLike = [],
  recentContent = [],
  titleOrder = 1,
  action,
}: {
  campaign: CampaignDetail;
  username: string;
  brandsLike?: Logo[];
  recentContent?: { url: string }[];
  /** The greeting's heading level: 1 on its own page, 2 inside another (the preview). */
  titleOrder?: 1 | 2;
  action?: ReactNode;
}) {
  const image = headerImageUrl(headerImageSource(campaign));
  return (
    <Stack gap="lg">
      <CampaignHero image={image} brand={campaign.brand}>
        <Title order={titleOrder}>{greetingText(username)}</Title>
        <Text size="lg">{brandIntroText(campaign.brand.name)}</Text>
      </CampaignHero>
      <Stack gap="lg" px="md">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="xs">
            <Title order={2} size="h3">
              {campaign.name}
            </Title>
            <Text>{truncateDescription(campaign.short_description)}</Text>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="get-started">
          <Title order={2} size="h3" id="get-started" mb="sm">
            How do I get started?
          </Title>
          <List type="ordered" spacing="xs">
            {STEPS.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="about-us">
          <Title order={2} size="h3" id="about-us" mb="sm">
            More about us
          </Title>
          <Text>{campaign.product_description ?? campaign.brand.name}</Text>
        </Card>
        {brandsLike.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="brands-like">
            <Title order={2} size="h3" id="brands-like">
              Work with brands like
            </Title>
            <Group gap="md">
              {brandsLike.map((brand) =>
                brand.logo_url ? (
                  <Image key={brand.name} src={brand.logo_url} alt={brand.name} w={56} h={56} />
                ) : (
                  <Text key={brand.name}>{brand.name}</Text>
                ),
              )}
            </Group>
          </Stack>
        )}
        {recentContent.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="recent-content">
            <Title order={2} size="h3" id="recent-content">
              Awesome content from recent campaigns
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
              {recentContent.map((item) => (
                <Image key={item.url} src={item.url} alt="" radius="md" h={120} fit="cover" />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        {action}
      </Stack>
    </Stack>
  );
}

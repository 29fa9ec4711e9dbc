import { Anchor, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { CampaignDetail } from '@portal/domain/campaigns/campaign-api';
import { displayTag, hashtagUrl, screenNameUrl } from '@portal/domain/campaigns/social-links';
import { IconCheck, IconX } from '@tabler/icons-react';

type Line = { should: boolean; guideline: string };

function DoDontList({ lines }: { lines: Line[] }) {
  return (
    <List spacing="xs" center>
      {lines.map((line) => (
        <List.Item
          key={`${line.should}-${line.guideline}`}
          icon={
            <ThemeIcon size={22} radius="xl" color={line.should ? 'green.8' : 'red.8'}>
              {line.should ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
            </ThemeIcon>
          }
        >
          <Text span fw={600} size="sm">
            {line.should ? 'Do: ' : "Don't: "}
          </Text>
          {line.guideline}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * 'What is appropriate to submit?' (spec part 1 section 2): Content Guidelines and Caption
 * Guidelines as dos and don'ts; the caption's hashtags and screen names link to the platform,
 * unless the campaign hides the influencer UI.
 */
export function GuidelinesLists({ campaign }: { campaign: CampaignDetail }) {
  const tags = campaign.hide_influencer_ui ? [] : campaign.hashtags;
  const names = campaign.hide_influencer_ui ? [] : campaign.screen_names;
  return (
    <Stack gap="md" component="section" aria-labelledby="appropriate">
      <Title order={2} size="h3" id="appropriate">
        What is appropriate to submit?
      </Title>
      {campaign.guidelines.content.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Content Guidelines
          </Title>
          <DoDontList lines={campaign.guidelines.content} />
        </Stack>
      )}
      {(campaign.guidelines.caption.length > 0 || tags.length > 0 || names.length > 0) && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Caption Guidelines
          </Title>
          <DoDontList lines={campaign.guidelines.caption} />
          {tags.length > 0 && (
            <Group gap="xs">
              <Text size="sm" fw={600}>
                Hashtags:
              </Text>
              {tags.map((tag) => (
                <Anchor
                  key={tag}
                  href={hashtagUrl(campaign.platform, tag)}
                  target="_blank"
                  rel="noreferrer"
                  size="sm"
                >
                  {displayTag(tag, '#')}
                </Anchor>
              ))}
            </Group>
          )}
          {names.length > 0 && (
            <Group gap="xs">
              <Text size="sm" fw={600}>
                Screen names:
              </Text>
              {names.map((name) => (
                <Anchor
                  key={name}
                  href={screenNameUrl(campaign.platform, name)}
                  target="_blank"
                  rel="noreferrer"
                  size="sm"
                >
                  {displayTag(name, '@')}
                </Anchor>
              ))}
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}

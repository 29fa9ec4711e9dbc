import { SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SNAPCHAT_AVG_STORY_VIEWS_MAX } from '@portal/domain/profile/fields';
import { normalizeHandle } from '@portal/domain/profile/handles';
import type { Profile } from '@portal/domain/profile/profile-api';
import { NumberField } from '@/components/ui/number-field';
import { fieldLabel } from '../field-label';
import type { ProfileFormValues } from '../profile-form-values';
import { ConnectedAccounts } from './connected-accounts';

const HANDLES = [
  'snapchat_handle',
  'twitter_handle',
  'tiktok_handle',
  'youtube_handle',
  'pinterest_handle',
] as const;

/** Part 1 section 5: every '@' is removed as the creator types (empty saves as null). */
const stripAt = (value: string) =>
  normalizeHandle(value) === null ? '' : value.replaceAll('@', '');

export function SocialAccountsPanel({
  form,
  accounts,
}: {
  form: UseFormReturnType<ProfileFormValues>;
  accounts: Profile['access_tokens'];
}) {
  return (
    <Stack gap="lg">
      <ConnectedAccounts accounts={accounts} />
      <Stack gap="sm" component="section" aria-labelledby="handles-heading">
        <div>
          <Title order={2} size="h5" id="handles-heading">
            Handles
          </Title>
          <Text size="sm" c="dimmed">
            Shown to brands with your profile. Typing a handle does not connect the account.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {HANDLES.map((field) => (
            <TextInput
              key={field}
              {...fieldLabel(field, false)}
              leftSection="@"
              autoCapitalize="none"
              spellCheck={false}
              {...form.getInputProps(field)}
              onChange={(event) => form.setFieldValue(field, stripAt(event.currentTarget.value))}
            />
          ))}
          <NumberField
            {...fieldLabel('snapchat_avg_story_views', false)}
            description={`Up to ${SNAPCHAT_AVG_STORY_VIEWS_MAX.toLocaleString('en-US')}`}
            {...form.getInputProps('snapchat_avg_story_views')}
            value={form.getValues().snapchat_avg_story_views}
            onChange={(value) => form.setFieldValue('snapchat_avg_story_views', value)}
          />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

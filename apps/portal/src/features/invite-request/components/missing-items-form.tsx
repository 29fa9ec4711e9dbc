import { Button, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MAX_INTERESTS } from '@portal/domain/profile/fields';
import { INTERESTS } from '@portal/domain/profile/options';
import { countryOptions, stateOptions } from '@portal/domain/profile/places';
import type { Profile } from '@portal/domain/profile/profile-api';
import { missingProfileItems } from '@portal/domain/profile/progress';
import { genderOptions } from '@portal/domain/profile/publisher-types';
import { useState } from 'react';

type Values = Record<string, unknown>;

/**
 * The what's-next profile form (spec part 1 sections 2 and 5): at most 4 missing items, in the
 * domain's order, saved with PATCH api/v1/users by the caller's `onSave`.
 */
export function MissingItemsForm({
  profile,
  saving,
  onSave,
}: {
  profile: Profile;
  saving: boolean;
  onSave: (values: Values) => void;
}) {
  const items = missingProfileItems(profile as Parameters<typeof missingProfileItems>[0]);
  const [v, setV] = useState<Values>({});
  if (items.length === 0) return null;
  const text = (key: string, label: string, type = 'text') => (
    <TextInput
      key={key}
      label={label}
      type={type}
      value={String(v[key] ?? '')}
      onChange={(e) => setV({ ...v, [key]: e.currentTarget.value })}
    />
  );
  const country = (v.country as string | undefined) ?? profile.country ?? null;
  return (
    <Stack
      gap="sm"
      component="form"
      aria-label="Complete your profile"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(v);
      }}
    >
      {items.includes('birth_date') && text('birth_date', 'Date of Birth', 'date')}
      {items.includes('gender') && (
        <Select
          label="Gender"
          data={genderOptions as { value: string; label: string }[]}
          value={(v.publisher_type as string) ?? null}
          onChange={(value) => setV({ ...v, publisher_type: value })}
        />
      )}
      {items.includes('interests') && (
        <MultiSelect
          label="Interests (select up to 4)"
          data={INTERESTS as { value: string; label: string }[]}
          maxValues={MAX_INTERESTS}
          value={(v.interests as string[]) ?? []}
          onChange={(value) => setV({ ...v, interests: value })}
        />
      )}
      {items.includes('address') && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('address', 'Mailing Address')}
          {text('city', 'City')}
          <Select
            label="Country"
            searchable
            data={countryOptions as { value: string; label: string }[]}
            value={country}
            onChange={(value) => setV({ ...v, country: value, state: null })}
          />
          {stateOptions(country).length > 0 ? (
            <Select
              label="State"
              searchable
              data={stateOptions(country) as { value: string; label: string }[]}
              value={(v.state as string) ?? null}
              onChange={(value) => setV({ ...v, state: value })}
            />
          ) : (
            text('state', 'State')
          )}
          {text('zip_code', 'Postal Code')}
        </SimpleGrid>
      )}
      {items.includes('phone') && text('phone_number', 'Phone Number', 'tel')}
      {items.includes('paypal') && text('paypal_account', 'PayPal Email', 'email')}
      {items.includes('snapchat') && text('snapchat_handle', 'Snapchat handle')}
      {items.includes('twitter') && text('twitter_handle', 'Twitter handle')}
      <Button type="submit" loading={saving} disabled={Object.keys(v).length === 0}>
        Save
      </Button>
    </Stack>
  );
}

import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { countryOptions, stateOptions } from '@portal/domain/profile/places';
import type { ReactNode } from 'react';
import { fieldLabel } from '../field-label';
import type { ProfileFormValues } from '../profile-form-values';

const countries = [...countryOptions];

export function ContactInformationPanel({
  form,
  phoneExtras,
}: {
  form: UseFormReturnType<ProfileFormValues>;
  /** Shown under the phone number (the page puts phone verification there). */
  phoneExtras?: ReactNode;
}) {
  const states = stateOptions(form.values.country);
  return (
    <Stack gap="sm">
      <Select
        {...fieldLabel('country', true)}
        data={countries}
        searchable
        placeholder="Choose your country"
        autoComplete="country"
        {...form.getInputProps('country')}
        value={form.values.country || null}
        onChange={(value) => {
          // State choices depend on the country (part 1 section 5): a new country clears it.
          if ((value ?? '') !== form.values.country) form.setFieldValue('state', '');
          form.setFieldValue('country', value ?? '');
        }}
      />
      <TextInput
        {...fieldLabel('address', true)}
        autoComplete="address-line1"
        {...form.getInputProps('address')}
      />
      <TextInput
        {...fieldLabel('address_line_2', false)}
        autoComplete="address-line2"
        {...form.getInputProps('address_line_2')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          {...fieldLabel('city', true)}
          autoComplete="address-level2"
          {...form.getInputProps('city')}
        />
        {states.length > 0 ? (
          <Select
            {...fieldLabel('state', true)}
            data={[...states]}
            searchable
            placeholder="Choose one"
            {...form.getInputProps('state')}
            value={form.values.state || null}
            onChange={(value) => form.setFieldValue('state', value ?? '')}
          />
        ) : (
          <TextInput
            {...fieldLabel('state', true)}
            autoComplete="address-level1"
            {...form.getInputProps('state')}
          />
        )}
        <TextInput
          {...fieldLabel('zip_code', true)}
          autoComplete="postal-code"
          {...form.getInputProps('zip_code')}
        />
      </SimpleGrid>
      <TextInput
        {...fieldLabel('phone_number', true)}
        type="tel"
        autoComplete="tel"
        {...form.getInputProps('phone_number')}
      />
      <Checkbox
        label="I agree to receive text messages about campaigns at this number."
        {...form.getInputProps('consents_to_sms_messaging', { type: 'checkbox' })}
      />
      {phoneExtras}
      <TextInput
        {...fieldLabel('paypal_account', true)}
        type="email"
        autoComplete="email"
        description="Payments are sent to this PayPal account."
        {...form.getInputProps('paypal_account')}
      />
    </Stack>
  );
}

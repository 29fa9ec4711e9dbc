import {
  CONTACT_ERROR_MESSAGE,
  FORM_ERROR_MESSAGE,
  fieldErrorMessage,
} from '@portal/domain/profile/validation';
import { describe, expect, it } from 'vitest';
import { profileFactory } from '@/testing/profile-factory';
import {
  panelsWithErrors,
  saveErrorMessages,
  toFormValues,
  toProfileInput,
} from './profile-form-values';
import { validateProfileForm } from './validate-profile-form';

describe('toProfileInput', () => {
  it('sends empty optional values as null and the story views as a number', () => {
    const values = {
      ...toFormValues(profileFactory()),
      snapchat_handle: '',
      snapchat_avg_story_views: 1200,
    };
    expect(toProfileInput(values)).toMatchObject({
      snapchat_handle: null,
      ethnicity: null,
      relationship_status: null,
      address_line_2: null,
      snapchat_avg_story_views: 1200,
    });
  });
});

describe('validateProfileForm', () => {
  it('passes a complete profile and sends nothing unchanged', () => {
    const values = toFormValues(profileFactory());
    expect(validateProfileForm(values, values)).toEqual({ patch: {}, errors: {} });
  });

  it("names each invalid change with the spec's message", () => {
    const initial = toFormValues(profileFactory());
    const values = { ...initial, paypal_account: 'maya@nowhere', phone_number: '12' };
    expect(validateProfileForm(values, initial).errors).toEqual({
      paypal_account: fieldErrorMessage('PayPal Email'),
      phone_number: 'Your phone number needs to be between 9 and 15 digits.',
    });
  });

  it('saves the PayPal e-mail of an empty profile on its own (issue 31)', () => {
    const blank = {
      ...toFormValues(profileFactory()),
      first_name: '',
      last_name: '',
      city: '',
      address: '',
      zip_code: '',
      paypal_account: '',
    };
    expect(
      validateProfileForm({ ...blank, paypal_account: 'maya@pay.example.com' }, blank),
    ).toEqual({ patch: { paypal_account: 'maya@pay.example.com' }, errors: {} });
  });
});

describe('saveErrorMessages', () => {
  it('says the field message for one field, the form message for several, and the contact note', () => {
    const one = { first_name: fieldErrorMessage('First Name') };
    expect(saveErrorMessages(one)).toEqual({ form: one.first_name, contact: null });
    const two = { ...one, city: fieldErrorMessage('City') };
    expect(saveErrorMessages(two)).toEqual({
      form: FORM_ERROR_MESSAGE,
      contact: CONTACT_ERROR_MESSAGE,
    });
    expect(panelsWithErrors(two)).toEqual(['about', 'contact']);
  });
});

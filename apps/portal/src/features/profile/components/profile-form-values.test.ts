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
      snapchat_avg_story_views: '1200',
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
  it('passes a complete profile', () => {
    expect(validateProfileForm(toFormValues(profileFactory()))).toEqual({});
  });

  it("names each invalid field with the spec's message", () => {
    const values = { ...toFormValues(profileFactory()), first_name: '', city: '' };
    expect(validateProfileForm(values)).toEqual({
      first_name: fieldErrorMessage('First Name'),
      city: fieldErrorMessage('City'),
    });
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

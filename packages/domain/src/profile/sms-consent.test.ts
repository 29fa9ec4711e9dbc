import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_TEXT_DIALOG_ACTIONS,
  formatConsentTimestamp,
  PROFILE_SAVED_MESSAGE,
  parseConsentTimestamp,
  SMS_CONSENT_SAVE_ERROR_MESSAGE,
  shouldOfferCampaignTexts,
  shouldShowSmsConsentPrompt,
  smsConsentWrite,
  textRecipientOf,
} from './sms-consent';

const now = new Date('2024-06-30T12:00:00Z');

describe('shouldShowSmsConsentPrompt', () => {
  it.each([
    ['consent given', { consents_to_sms_messaging: true, tcpa_count_consents_given: 0 }, false],
    ['consent given as 1', { consents_to_sms_messaging: 1 }, false],
    ['count 0', { consents_to_sms_messaging: false, tcpa_count_consents_given: 0 }, true],
    ['no count at all', {}, true],
    ['consent 0 and count 0', { consents_to_sms_messaging: 0, tcpa_count_consents_given: 0 }, true],
    [
      'count 1, last consent 31 days ago',
      { tcpa_count_consents_given: 1, tcpa_last_consent_given_at: '2024-05-30 11:59:59' },
      true,
    ],
    [
      'count 1, last consent exactly 30 days ago',
      { tcpa_count_consents_given: 1, tcpa_last_consent_given_at: '2024-05-31 12:00:00' },
      false,
    ],
    [
      'count 1, last consent 10 days ago',
      { tcpa_count_consents_given: 1, tcpa_last_consent_given_at: '2024-06-20 12:00:00' },
      false,
    ],
    [
      'count 2, last consent a year ago',
      { tcpa_count_consents_given: 2, tcpa_last_consent_given_at: '2023-06-01 00:00:00' },
      false,
    ],
    ['count 1, no last consent', { tcpa_count_consents_given: 1 }, true],
  ])('with %s → %s', (_, state, expected) => {
    expect(shouldShowSmsConsentPrompt(state, now)).toBe(expected);
  });

  it('never shows once consent is given, nor from 2 consents on', () => {
    fc.assert(
      fc.property(fc.nat(10), fc.date({ noInvalidDate: true }), (count, last) => {
        const at = formatConsentTimestamp(last);
        const given = { consents_to_sms_messaging: true, tcpa_count_consents_given: count };
        expect(shouldShowSmsConsentPrompt(given, now)).toBe(false);
        const many = { tcpa_count_consents_given: count + 2, tcpa_last_consent_given_at: at };
        expect(shouldShowSmsConsentPrompt(many, now)).toBe(false);
      }),
    );
  });
});

describe('smsConsentWrite', () => {
  it('writes the UTC timestamp, count + 1 and consent', () => {
    const at = new Date('2024-01-05T03:04:05.678Z');
    expect(smsConsentWrite({ tcpa_count_consents_given: 1 }, at)).toEqual({
      tcpa_last_consent_given_at: '2024-01-05 03:04:05',
      tcpa_count_consents_given: 2,
      consents_to_sms_messaging: true,
    });
    expect(smsConsentWrite({}, at).tcpa_count_consents_given).toBe(1);
  });

  it('writes a timestamp the prompt rule reads back to the same second', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (date) => {
          const written = formatConsentTimestamp(date);
          expect(written).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
          expect(parseConsentTimestamp(written)?.getTime()).toBe(
            Math.floor(date.getTime() / 1000) * 1000,
          );
        },
      ),
    );
  });

  it('is not prompted again right after consenting', () => {
    const written = smsConsentWrite({ tcpa_count_consents_given: 0 }, now);
    expect(shouldShowSmsConsentPrompt({ ...written, consents_to_sms_messaging: false }, now)).toBe(
      false,
    );
  });
});

describe('messages', () => {
  it('quotes the spec', () => {
    expect(SMS_CONSENT_SAVE_ERROR_MESSAGE).toBe(
      'Unable to update your profile. Try refreshing this page.',
    );
    expect(PROFILE_SAVED_MESSAGE).toBe('Profile saved successfully!');
    expect(CAMPAIGN_TEXT_DIALOG_ACTIONS).toEqual(['Ignore', 'Update Number']);
  });
});

describe('shouldOfferCampaignTexts', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('offers texts to a creator with a pending invite who never consented', () => {
    expect(
      shouldOfferCampaignTexts({ hasPendingInvite: true, tcpa_count_consents_given: 0 }, now),
    ).toBe(true);
  });
  it('does not offer them without a pending invite', () => {
    expect(
      shouldOfferCampaignTexts({ hasPendingInvite: false, tcpa_count_consents_given: 0 }, now),
    ).toBe(false);
  });
  it('does not offer them to a creator who consents', () => {
    expect(
      shouldOfferCampaignTexts({ hasPendingInvite: true, consents_to_sms_messaging: true }, now),
    ).toBe(false);
  });
});

describe('textRecipientOf: texts only with consent and a verified number (issue 31)', () => {
  it.each([
    [true, true, '+15551234567', '+15551234567'],
    [true, true, null, null], // consented, number not verified: no text
    [false, true, '+15551234567', null], // verified, no consent: no text
    [true, false, '+15551234567', null], // text reminders off
    [true, true, '', null],
  ])(
    'consent %s, reminders %s, verified %s → %s',
    (consentsToSms, remindBySms, verifiedPhone, to) => {
      expect(textRecipientOf({ consentsToSms, remindBySms, verifiedPhone })).toBe(to);
    },
  );
});

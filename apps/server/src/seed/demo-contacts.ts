import { toIsoPhone } from '@portal/domain/profile/phone-verification';
import type { Db } from '../db/client';
import { contacts } from '../db/schema/users';

/**
 * The demo creator's mobile contact, from their profile's phone number and not yet verified,
 * so the phone verification modal can be tried with the console SMS provider.
 */
export async function seedDemoContacts(
  db: Db,
  creator: { id: number; phone: string; country: string },
) {
  await db.insert(contacts).values({
    user_id: creator.id,
    type: 'MOBILE_PHONE',
    raw_phone_number: creator.phone,
    iso_phone: toIsoPhone(creator.phone, creator.country),
  });
}

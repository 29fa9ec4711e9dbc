import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contacts, profiles, users } from '../../db/schema/users';

const settingsColumns = {
  user_id: profiles.user_id,
  time_zone: profiles.time_zone,
  calendar_token: profiles.calendar_token,
  remind_by_email: profiles.remind_by_email,
  remind_by_sms: profiles.remind_by_sms,
  sms_consent: users.consents_to_sms_messaging,
  phone_verified: sql<boolean>`exists (select 1 from ${contacts}
    where ${contacts.user_id} = ${users.id} and ${contacts.type} = 'MOBILE_PHONE'
      and ${contacts.is_verified} and ${contacts.iso_phone} is not null)`,
};

/** The creator's deadline settings on the profile: time zone, calendar secret, reminder channels. */
export function createDeadlinesRepository(db: DbOrTx) {
  return {
    async findSettings(userId: number) {
      const [row] = await db
        .select(settingsColumns)
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.user_id))
        .where(eq(profiles.user_id, userId));
      return row;
    },

    /** The creator whose calendar secret this is (an unknown or rotated secret finds nobody). */
    async findByCalendarToken(token: string) {
      const [row] = await db
        .select(settingsColumns)
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.user_id))
        .where(eq(profiles.calendar_token, token));
      return row;
    },

    /** Writes the settings given; answers whether the creator has a profile row. */
    async updateSettings(
      userId: number,
      values: Partial<{
        time_zone: string;
        calendar_token: string;
        remind_by_email: boolean;
        remind_by_sms: boolean;
      }>,
    ) {
      const rows = await db
        .update(profiles)
        .set(values)
        .where(eq(profiles.user_id, userId))
        .returning({ user_id: profiles.user_id });
      return rows.length > 0;
    },
  };
}

export type DeadlinesRepository = ReturnType<typeof createDeadlinesRepository>;

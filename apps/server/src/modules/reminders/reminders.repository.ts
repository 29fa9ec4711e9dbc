import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invites } from '../../db/schema/invites';
import { contacts, profiles, users } from '../../db/schema/users';

/** The creator's verified mobile number (E.164), or null: the only number a text may go to. */
const verifiedPhone = sql<string | null>`(select ${contacts.iso_phone} from ${contacts}
  where ${contacts.user_id} = ${users.id} and ${contacts.type} = 'MOBILE_PHONE'
    and ${contacts.is_verified} and ${contacts.iso_phone} is not null
  order by ${contacts.verified_at} desc nulls last, ${contacts.id} limit 1)`;

const recipientColumns = {
  user_id: users.id,
  email: users.email,
  first_name: profiles.first_name,
  phone_number: profiles.phone_number,
  sms_consent: users.consents_to_sms_messaging,
  time_zone: profiles.time_zone,
  remind_by_email: profiles.remind_by_email,
  remind_by_sms: profiles.remind_by_sms,
  verified_phone: verifiedPhone,
};

export type Recipient = {
  user_id: number;
  email: string;
  first_name: string | null;
  phone_number: string | null;
  sms_consent: boolean;
  time_zone: string | null;
  remind_by_email: boolean;
  remind_by_sms: boolean;
  verified_phone: string | null;
};

/** Who reminders go to, and the creator's own switch to stop them. */
export function createRemindersRepository(db: DbOrTx) {
  return {
    /** Creators with an invite that can still have deadlines (pending or approved): one query. */
    async listRecipients(): Promise<Recipient[]> {
      return db
        .selectDistinct(recipientColumns)
        .from(invites)
        .innerJoin(users, eq(users.id, invites.user_id))
        .innerJoin(profiles, eq(profiles.user_id, users.id))
        .where(and(eq(users.type, 'influencer'), inArray(invites.status, ['PENDING', 'APPROVED'])));
    },

    /** The recipient as of now (a send job re-reads: the creator may have opted out since). */
    async findRecipient(userId: number): Promise<Recipient | undefined> {
      const [row] = await db
        .select(recipientColumns)
        .from(users)
        .innerJoin(profiles, eq(profiles.user_id, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    async turnOffEmail(userId: number) {
      await db.update(profiles).set({ remind_by_email: false }).where(eq(profiles.user_id, userId));
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;

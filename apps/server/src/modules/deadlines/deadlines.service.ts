import { randomBytes } from 'node:crypto';
import {
  type DeadlineEvent,
  deadlineEvent,
  keepPostUpEvent,
} from '@portal/domain/deadlines/deadline-events';
import {
  calendarLinks,
  type DeadlineSettings,
  type DeadlineSettingsUpdate,
} from '@portal/domain/deadlines/deadline-settings';
import { AppError } from '@portal/domain/errors/app-error';
import { assertCanUsePortal } from '@portal/domain/policies';
import type { AccessClaims } from '../auth/tokens';
import type { CampaignsService } from '../campaigns/campaigns.service';
import { actorOf } from '../campaigns/campaigns.service';
import { calendarFeed } from './calendar-feed';
import type { DeadlinesRepository } from './deadlines.repository';

type SettingsRow = NonNullable<Awaited<ReturnType<DeadlinesRepository['findSettings']>>>;

const NO_PROFILE = 'Your profile was not found.';
const NO_FEED = 'This calendar link is no longer valid.';

/**
 * Issue 15: the creator's deadlines outside the portal — the calendar feed behind a secret URL,
 * a single deadline as an .ics file, and the settings (time zone, reminder channels). The
 * deadlines themselves are the "Up next" rules' (campaigns service `listDeadlines`).
 */
export function createDeadlinesService(deps: {
  repo: DeadlinesRepository;
  campaigns: Pick<CampaignsService, 'listDeadlines'>;
  publicUrl: string;
  clock: () => Date;
}) {
  const { repo, publicUrl, clock } = deps;
  const feedUrl = (token: string) => new URL(`/calendar/${token}.ics`, publicUrl).toString();

  function present(row: SettingsRow): DeadlineSettings {
    return {
      time_zone: row.time_zone,
      remind_by_email: row.remind_by_email,
      remind_by_sms: row.remind_by_sms,
      sms_consent: row.sms_consent,
      phone_verified: Boolean(row.phone_verified),
      calendar: row.calendar_token ? calendarLinks(feedUrl(row.calendar_token)) : null,
    };
  }

  async function settingsOf(userId: number) {
    const row = await repo.findSettings(userId);
    if (!row) throw new AppError('not_found', NO_PROFILE);
    return row;
  }

  /** The creator's open deadlines as events, in their zone (UTC until the portal has sent it). */
  async function eventsOf(userId: number, timeZone: string | null): Promise<DeadlineEvent[]> {
    const now = Math.floor(clock().getTime() / 1000);
    const zone = timeZone ?? 'UTC';
    const { actions, posts } = await deps.campaigns.listDeadlines(userId);
    return [
      ...actions.map(({ action, campaignName }) => deadlineEvent(action, campaignName, now, zone)),
      ...posts.map((post) => keepPostUpEvent(post, post.campaignName, now, zone)),
    ].filter((event): event is DeadlineEvent => event !== null);
  }

  return {
    async getSettings(claims: AccessClaims): Promise<DeadlineSettings> {
      assertCanUsePortal(actorOf(claims));
      return present(await settingsOf(claims.userId));
    },

    async updateSettings(claims: AccessClaims, body: DeadlineSettingsUpdate) {
      assertCanUsePortal(actorOf(claims));
      if (Object.keys(body).length > 0 && !(await repo.updateSettings(claims.userId, body))) {
        throw new AppError('not_found', NO_PROFILE);
      }
      return present(await settingsOf(claims.userId));
    },

    /**
     * A new calendar secret (the first one, or a replacement): the previous URL stops working at
     * once, so a leaked link can be killed.
     */
    async rotateCalendarSecret(claims: AccessClaims): Promise<DeadlineSettings> {
      assertCanUsePortal(actorOf(claims));
      const token = randomBytes(24).toString('base64url');
      if (!(await repo.updateSettings(claims.userId, { calendar_token: token }))) {
        throw new AppError('not_found', NO_PROFILE);
      }
      return present(await settingsOf(claims.userId));
    },

    /** The feed of the secret's owner. @throws not_found for an unknown or rotated secret. */
    async feed(token: string) {
      const row = token.length >= 20 ? await repo.findByCalendarToken(token) : undefined;
      if (!row) throw new AppError('not_found', NO_FEED);
      return calendarFeed(await eventsOf(row.user_id, row.time_zone), publicUrl);
    },

    /** One of the creator's own deadlines as an .ics file ("Add to calendar"). */
    async eventFile(claims: AccessClaims, uid: string) {
      assertCanUsePortal(actorOf(claims));
      const row = await settingsOf(claims.userId);
      const event = (await eventsOf(claims.userId, row.time_zone)).find((e) => e.uid === uid);
      if (!event) throw new AppError('not_found', 'This deadline is no longer open.');
      return calendarFeed([event], publicUrl).body;
    },

    /** For the reminders: the creator's open deadlines in their zone. */
    eventsOf,
  };
}

export type DeadlinesService = ReturnType<typeof createDeadlinesService>;

import { Alert } from '@mantine/core';
import { actorOfConsoleMe } from '@portal/domain/staff/console-me';
import type { ConsoleMe } from '@portal/domain/staff/staff-api';
import { managesCampaigns } from '@portal/domain/studio/studio-policy';
import type { ReactNode } from 'react';

/**
 * Whether the console's user changes campaigns and invites creators (the studio policy: ops and
 * brand admins; a brand reviewer reads). Until /console/me answers, nobody does: a reviewer never
 * sees an action flash up that the server would refuse. The server checks every request anyway.
 */
export function managesStudio(me: ConsoleMe | undefined): boolean {
  return !!me && managesCampaigns(actorOfConsoleMe(me));
}

/** The line a brand reviewer reads where others find the studio's actions. */
export function ReviewOnlyNote({ children }: { children: ReactNode }) {
  return (
    <Alert color="gray" variant="light" data-testid="review-only">
      {children}
    </Alert>
  );
}

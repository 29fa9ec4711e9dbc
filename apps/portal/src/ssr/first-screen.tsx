/**
 * The dashboard's first screen drawn on the server (decision 313): the same shell, Up next and
 * first card the app draws, as HTML the browser paints before the JavaScript has arrived. Built
 * on its own (`vite build --ssr`, into dist/.ssr) and loaded by the server; never part of the
 * browser's bundle.
 */
import type { CampaignsPage } from '@portal/domain/campaigns/campaign-api';
import { inZone } from '@portal/web-kit/format/dates';
import { ThemeProvider } from '@portal/web-kit/theme/theme-provider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router';
import LoginRoute from '@/app/routes/app/login';
import CampaignsRoute from '@/app/routes/creator/dashboard/campaigns';
import DashboardLayout from '@/app/routes/creator/dashboard/layout';
import { meKeys } from '@/features/auth/api/get-me';
import { campaignsKeys } from '@/features/campaigns/api/campaigns-keys';
import { flagsKeys } from '@/features/flags/api/get-flags';
import type { Flags, Me } from '@/types/api';

/** What the API would answer the browser for the screen, as the server already has it. */
export interface FirstScreenData {
  me: Me;
  flags: Flags;
  campaigns: CampaignsPage;
}

/**
 * The whole tree as HTML, once every part it loads on demand (React.lazy) has arrived and drawn:
 * React's static prerender waits for all of them, where renderToString would draw their fallbacks.
 */
async function drawToString(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

let drawing: Promise<unknown> = Promise.resolve();

/**
 * The HTML of the dashboard's campaigns tab for one creator, drawn in their browser's time zone,
 * or null when the app would draw something else first (simplified sign-up not finished: the
 * layout sends the creator to the setup screen). Draws run one after another: the zone is the
 * drawing's for its whole length, and parts the app loads on demand (the text-messaging dialog,
 * "Show more") are awaited, not left out.
 */
export function renderFirstScreen(
  data: FirstScreenData,
  at: { pathname: string; timeZone: string },
): Promise<string | null> {
  const next = drawing.then(() => draw(data, at));
  drawing = next.catch(() => {});
  return next;
}

async function draw(
  data: FirstScreenData,
  { pathname, timeZone }: { pathname: string; timeZone: string },
): Promise<string | null> {
  // One client per draw: a creator's answers never reach another creator's page.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(meKeys.all, data.me);
  queryClient.setQueryData(flagsKeys.all, data.flags);
  queryClient.setQueryData(campaignsKeys.list(), data.campaigns);
  const html = await inZone(timeZone, async () =>
    drawToString(
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <StaticRouter location={pathname}>
            <Routes>
              <Route element={<DashboardLayout />}>
                <Route path={pathname} element={<CampaignsRoute />} />
              </Route>
            </Routes>
          </StaticRouter>
        </QueryClientProvider>
      </ThemeProvider>,
    ),
  );
  queryClient.clear();
  // The layout drew no main area: it redirects, which only the app can do.
  return html.includes('id="main-content"') ? html : null;
}

/**
 * The sign-in page as a signed-out visitor first sees it: the same for everyone, so drawn once
 * per server (decision 590). The app draws the same form and takes the page over; until then it
 * is inert, as the dashboard's drawing is.
 */
export async function renderLoginScreen(): Promise<string> {
  const queryClient = new QueryClient();
  const html = await drawToString(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location="/app/login">
          <Routes>
            <Route path="/app/login" element={<LoginRoute />} />
          </Routes>
        </StaticRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  queryClient.clear();
  return html;
}

/**
 * The dashboard's first screen drawn on the server (decision 313): the same shell, Up next and
 * first card the app draws, as HTML the browser paints before the JavaScript has arrived. Built
 * on its own (`vite build --ssr`, into dist/.ssr) and loaded by the server; never part of the
 * browser's bundle.
 */
import type { CampaignsPage } from '@portal/domain/campaigns/campaign-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { options } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { Route, Routes, StaticRouter } from 'react-router';
import CampaignsRoute from '@/app/routes/creator/dashboard/campaigns';
import DashboardLayout from '@/app/routes/creator/dashboard/layout';
import { ThemeProvider } from '@/app/theme-provider';
import { meKeys } from '@/features/auth/api/get-me';
import { campaignsKeys } from '@/features/campaigns/api/campaigns-keys';
import { flagsKeys } from '@/features/flags/api/get-flags';
import { inZone } from '@/lib/time-zone';
import type { Flags, Me } from '@/types/api';

/** What the API would answer the browser for the screen, as the server already has it. */
export interface FirstScreenData {
  me: Me;
  flags: Flags;
  campaigns: CampaignsPage;
}

interface PreactInternals {
  /** The render hook (`options._render`). */
  __r?: (vnode: { __c?: { context?: unknown; __n?: unknown } }) => void;
}

// compat's `use(Context)`, which Mantine reads its theme with, looks the context up in the
// component's context map (`_globalContext`). Preact fills it while diffing; the string renderer
// hands a function component the map as its `context` and never sets the field. Set it here.
const hooks = options as PreactInternals;
const previousRender = hooks.__r;
hooks.__r = (vnode) => {
  const component = vnode.__c;
  if (component && component.__n === undefined) component.__n = component.context;
  previousRender?.(vnode);
};

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
    renderToStringAsync(
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

import { pagesFor, routeTree } from './app/route-tree';

// The page's own modules start downloading with the app's shared code instead of after it has
// run (decision 310): the router asks for the same modules later and gets them from the
// browser's module map. A failure here is the router's to report, when it asks again.
for (const load of pagesFor(routeTree, window.location.pathname)) load().catch(() => {});

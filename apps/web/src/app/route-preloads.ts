/**
 * The pages whose code the server asks the browser for together with the page's HTML (decision record 020): for each,
 * the route modules react-router loads before the page shows (router.tsx), so their chunks download alongside the entry
 * script instead of after it has run (one round trip less on a phone).
 *
 * The build (vite.config.ts, `routePreloads`) turns each module into its chunk, the chunks it imports and its
 * CSS, and writes them to dist/route-preloads.json; the server adds them to the page's HTML as
 * `<link rel="modulepreload">` and `<link rel="preload" as="style">` (apps/server/src/lib/route-preloads.ts).
 * The build fails when a module listed here is not a chunk of the build, so the list cannot go stale unseen.
 * Listed: / and /login, where people land signed out, and /dashboard and /submit-a-home/explore, where they land
 * signed in. The signed-in pages were first tried and left out when /dashboard needed about 90 chunks and
 * /submit-a-home/explore about 100 (most under 1 KB): hinting them all delayed the first paint by more than it
 * brought the largest one forward (Lighthouse, decision record 020). Since small shared chunks are copied into
 * their importers (vite.config.ts, decision 037) they need 17 and 23, and hinting them measured better: the
 * dashboard's largest paint came about half a second earlier on this kind of machine, and Vite's preload helper
 * no longer inserts those links itself in the first long task (decision record 038).
 */
// The paths are written out, not read from lib/paths.ts: vite.config.ts imports this file, and the config
// loader cannot import the domain package's TypeScript that paths.ts uses. route-preloads.test.ts checks each
// path against lib/paths.ts and the router.

/** A page and the route modules (paths from apps/web) that react-router loads for it, outermost first. */
export type RoutePreload = { path: string; modules: readonly string[] };

/** The route modules around every signed-in applicant page (router.tsx), outermost first. */
const SIGNED_IN_SHELL = ['src/app/data-root.tsx', 'src/app/layouts/signed-in-layout.tsx'] as const;

/** The pages people land on, with their route modules. */
export const ROUTE_PRELOADS: readonly RoutePreload[] = [
  { path: '/', modules: ['src/features/landing/landing-page.tsx'] },
  { path: '/login', modules: ['src/features/account/login-page.tsx'] },
  { path: '/dashboard', modules: [...SIGNED_IN_SHELL, 'src/features/dashboard/dashboard-page.tsx'] },
  { path: '/submit-a-home/explore', modules: [...SIGNED_IN_SHELL, 'src/features/homes/explore-page.tsx'] },
];

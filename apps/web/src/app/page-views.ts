/**
 * Page views (spec §9 "Events for a page named 404 are not reported"): every route change is reported to analytics,
 * named by its route (e.g. `/promotions/:promotionId/terms`) with the path the person is on, never the query string or
 * anything typed, so no e-mail address, name or token is reported. The 404 page is named `404`, which analytics never
 * reports.
 */
import { useEffect, useRef } from 'react';
import { matchRoutes, type RouteObject, useLocation } from 'react-router';
import { analytics, NOT_FOUND_PAGE } from '../lib/analytics';

/**
 * The name of the page at a path: the pattern of the deepest route that matches it.
 * @param routes the router's routes
 * @param pathname e.g. `/promotions/free-call/terms`
 * @returns e.g. `/promotions/:promotionId/terms`; `404` when only the catch-all route (or none) matches
 */
export function pageNameFor(routes: RouteObject[], pathname: string): string {
  const matches = matchRoutes(routes, pathname) ?? [];
  const deepest = matches.at(-1)?.route;
  if (!deepest || deepest.path === '*') return NOT_FOUND_PAGE;
  let pattern = '';
  for (const { route } of matches) {
    if (!route.path) continue;
    pattern = route.path.startsWith('/') ? route.path : `${pattern.replace(/\/$/, '')}/${route.path}`;
  }
  return pattern || '/';
}

/**
 * Reports a page view each time the location's path changes, in the next task: once per page, also under
 * React's StrictMode (which runs effects twice) and when only the query string changes (the explore page keeps
 * its areas there).
 * @param routes the router's routes, to name the page
 */
export function usePageViews(routes: RouteObject[]) {
  const { pathname } = useLocation();
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === pathname) return;
    reported.current = pathname;
    // In a task of its own: matching the path against every route takes 20-30 ms at a phone's speed, which
    // would otherwise lengthen the commit that shows the page. Not cancelled on cleanup, so that StrictMode's second
    // run, which finds the path reported, loses nothing.
    window.setTimeout(() => analytics.page(pageNameFor(routes, pathname), { path: pathname }), 0);
  }, [routes, pathname]);
}

/**
 * The plan page's routes: the applicant's at /your-plan in the signed-in layout, the co-applicant's at
 * /co-applicant-your-plan in the joint (co-applicant's) layout, each loading the plan page on demand.
 */
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { routes } from './router';

describe('the plan page’s routes', () => {
  it.each([
    [paths.yourPlan, '/your-plan'],
    [paths.coApplicantYourPlan, '/co-applicant-your-plan'],
  ])('%s is a lazy route of the plan page', async (path, expected) => {
    expect(path).toBe(expected);
    const route = (matchRoutes(routes, path) ?? []).at(-1)?.route;
    expect(route?.path).toBe(path);
    const lazy = route?.lazy as (() => Promise<{ Component: unknown }>) | undefined;
    const loaded = lazy ? await lazy() : undefined;
    const { PlanPage } = await import('../features/plan/plan-page');
    expect(loaded?.Component).toBe(PlanPage);
  });
});

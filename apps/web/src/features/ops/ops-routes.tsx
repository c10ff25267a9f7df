/** The operators' console's routes under /ops (issue 13; decision 022), each page loaded on demand. */
import type { RouteObject } from 'react-router';
import { opsPaths } from './paths';

/** The /ops route and its pages. */
export const opsRoutes: RouteObject = {
  path: opsPaths.root,
  lazy: () => import('./ops-layout').then((m) => ({ Component: m.OpsRoot })),
  children: [
    {
      path: opsPaths.signIn,
      lazy: () => import('./ops-sign-in-page').then((m) => ({ Component: m.OpsSignInPage })),
    },
    {
      lazy: () => import('./ops-layout').then((m) => ({ Component: m.OpsShell })),
      children: [
        {
          index: true,
          lazy: () => import('./applications-page').then((m) => ({ Component: m.ApplicationsPage })),
        },
        {
          path: opsPaths.applicationPattern,
          lazy: () => import('./application-page').then((m) => ({ Component: m.ApplicationPage })),
        },
        {
          path: opsPaths.homes,
          lazy: () => import('./homes-page').then((m) => ({ Component: m.HomesPage })),
        },
        {
          path: opsPaths.homePattern,
          lazy: () => import('./home-page').then((m) => ({ Component: m.HomePage })),
        },
        {
          path: opsPaths.users,
          lazy: () => import('./users-page').then((m) => ({ Component: m.UsersPage })),
        },
        {
          path: opsPaths.audit,
          lazy: () => import('./audit-page').then((m) => ({ Component: m.AuditPage })),
        },
        {
          path: opsPaths.operators,
          lazy: () => import('./operators-page').then((m) => ({ Component: m.OperatorsPage })),
        },
        {
          path: opsPaths.pipelineViewers,
          lazy: () => import('./pipeline-viewers-page').then((m) => ({ Component: m.PipelineViewersPage })),
        },
        {
          path: opsPaths.promotions,
          lazy: () => import('./promotions-page').then((m) => ({ Component: m.PromotionsPage })),
        },
        {
          path: opsPaths.settings,
          lazy: () => import('./settings-page').then((m) => ({ Component: m.SettingsPage })),
        },
      ],
    },
  ],
};

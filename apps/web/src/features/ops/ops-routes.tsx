/** The operators' console's routes under /ops (decision 022), each page loaded on demand. */
import type { RouteObject } from 'react-router';
import { opsPaths } from './lib/paths';

/** The /ops route and its pages. */
export const opsRoutes: RouteObject = {
  path: opsPaths.root,
  lazy: () => import('./ops-layout').then((m) => ({ Component: m.OpsRoot })),
  children: [
    {
      path: opsPaths.signIn,
      lazy: () => import('./pages/ops-sign-in-page').then((m) => ({ Component: m.OpsSignInPage })),
    },
    {
      lazy: () => import('./ops-layout').then((m) => ({ Component: m.OpsShell })),
      children: [
        {
          index: true,
          lazy: () => import('./pages/applications-page').then((m) => ({ Component: m.ApplicationsPage })),
        },
        {
          path: opsPaths.applicationPattern,
          lazy: () => import('./pages/application-page').then((m) => ({ Component: m.ApplicationPage })),
        },
        {
          path: opsPaths.homes,
          lazy: () => import('./pages/homes-page').then((m) => ({ Component: m.HomesPage })),
        },
        {
          path: opsPaths.homePattern,
          lazy: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })),
        },
        {
          path: opsPaths.purchases,
          lazy: () => import('./pages/purchases-page').then((m) => ({ Component: m.PurchasesPage })),
        },
        {
          path: opsPaths.purchasePattern,
          lazy: () => import('./pages/purchase-page').then((m) => ({ Component: m.PurchasePage })),
        },
        {
          path: opsPaths.repairs,
          lazy: () => import('./pages/repairs-page').then((m) => ({ Component: m.RepairsPage })),
        },
        {
          path: opsPaths.repairPattern,
          lazy: () => import('./pages/repair-page').then((m) => ({ Component: m.RepairPage })),
        },
        {
          path: opsPaths.arrears,
          lazy: () => import('./pages/arrears-page').then((m) => ({ Component: m.ArrearsPage })),
        },
        {
          path: opsPaths.reconciliation,
          lazy: () =>
            import('./pages/reconciliation-page').then((m) => ({ Component: m.ReconciliationPage })),
        },
        {
          path: opsPaths.portfolio,
          lazy: () => import('./pages/portfolio-page').then((m) => ({ Component: m.PortfolioPage })),
        },
        {
          path: opsPaths.users,
          lazy: () => import('./pages/users-page').then((m) => ({ Component: m.UsersPage })),
        },
        {
          path: opsPaths.audit,
          lazy: () => import('./pages/audit-page').then((m) => ({ Component: m.AuditPage })),
        },
        {
          path: opsPaths.operators,
          lazy: () => import('./pages/operators-page').then((m) => ({ Component: m.OperatorsPage })),
        },
        {
          path: opsPaths.pipelineViewers,
          lazy: () =>
            import('./pages/pipeline-viewers-page').then((m) => ({ Component: m.PipelineViewersPage })),
        },
        {
          path: opsPaths.promotions,
          lazy: () => import('./pages/promotions-page').then((m) => ({ Component: m.PromotionsPage })),
        },
        {
          path: opsPaths.settings,
          lazy: () => import('./pages/settings-page').then((m) => ({ Component: m.SettingsPage })),
        },
      ],
    },
  ],
};

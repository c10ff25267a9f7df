/** The applicant's main navigation (spec §2: Progress, Application, Homes). */
import { IconChartDonut3, IconFileText, IconHome } from '@tabler/icons-react';
import { paths } from '../../lib/paths';

/** The three tabs, in order, each with its icon. */
export const mainNavItems = [
  { label: 'Progress', to: paths.dashboard, icon: IconChartDonut3 },
  { label: 'Application', to: paths.application.overview, icon: IconFileText },
  { label: 'Homes', to: paths.homes.mine, icon: IconHome },
] as const;

/** Pages that show the mobile bottom navigation (spec §2). */
export const bottomNavPaths: readonly string[] = [
  paths.dashboard,
  paths.application.overview,
  paths.homes.mine,
];

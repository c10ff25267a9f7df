/** The applicant's main navigation (spec §2: Progress, Application, Homes). */
import { IconChartDonut3, IconFileText, IconHome } from '@tabler/icons-react';

export const mainNavItems = [
  { label: 'Progress', to: '/dashboard', icon: IconChartDonut3 },
  { label: 'Application', to: '/your-application', icon: IconFileText },
  { label: 'Homes', to: '/submit-a-home', icon: IconHome },
] as const;

/** Pages that show the mobile bottom navigation (spec §2). */
export const bottomNavPaths = ['/dashboard', '/your-application', '/submit-a-home'];

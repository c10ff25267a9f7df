/**
 * The landlords' pages (spec §2): sign-up, their listings, and a listing new or edited,
 * each at its path from lib/paths.ts and loaded on demand. The router mounts them under the landlord layout.
 */
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

/** The routes under /landlord. */
export const landlordRoutes: RouteObject[] = [
  {
    path: paths.landlord.signUp,
    lazy: () =>
      import('./landlord-sign-up-page').then((m) => ({
        Component: m.LandlordSignUpPage,
      })),
  },
  {
    path: paths.landlord.listings,
    lazy: () => import('./landlord-page').then((m) => ({ Component: m.LandlordPage })),
  },
  {
    path: paths.landlord.newProperty,
    lazy: () => import('./property-page').then((m) => ({ Component: m.PropertyPage })),
  },
  {
    path: paths.landlord.property,
    lazy: () => import('./property-page').then((m) => ({ Component: m.PropertyPage })),
  },
];

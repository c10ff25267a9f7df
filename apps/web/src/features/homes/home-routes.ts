/**
 * The applicant's homes pages (spec §2): their submitted homes, the pages of a home found elsewhere (Submit a
 * home and the guided first home), explore and the saved searches, each at its path from lib/paths.ts and
 * loaded on demand. The router mounts them under the signed-in layout.
 */
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

/** The homes routes of the signed-in layout. */
export const homeRoutes: RouteObject[] = [
  {
    path: paths.homes.mine,
    lazy: () => import('./my-homes-page').then((m) => ({ Component: m.MyHomesPage })),
  },
  {
    path: paths.homes.homeDisclaimer,
    lazy: () =>
      import('./home-flow-pages').then((m) => ({
        Component: m.SubmitHomeDisclaimerPage,
      })),
  },
  {
    path: paths.homes.basicInfo,
    lazy: () =>
      import('./home-flow-pages').then((m) => ({
        Component: m.SubmitHomeBasicInfoPage,
      })),
  },
  {
    path: paths.homes.editAdditionalInfo,
    lazy: () =>
      import('./home-flow-pages').then((m) => ({
        Component: m.SubmitHomeAdditionalInfoPage,
      })),
  },
  {
    path: paths.application.firstHome.requirements,
    lazy: () =>
      import('./home-flow-pages').then((m) => ({
        Component: m.FirstHomeRequirementsPage,
      })),
  },
  {
    path: paths.application.firstHome.basicInfo,
    lazy: () =>
      import('./home-flow-pages').then((m) => ({
        Component: m.FirstHomeBasicInfoPage,
      })),
  },
  {
    path: paths.application.firstHome.additionalInfo,
    lazy: () =>
      import('./home-flow-pages').then((m) => ({
        Component: m.FirstHomeAdditionalInfoPage,
      })),
  },
  {
    path: paths.application.firstHome.images,
    lazy: () =>
      import('./home-flow-pages').then((m) => ({
        Component: m.FirstHomeImagesPage,
      })),
  },
  {
    path: paths.homes.explore,
    lazy: () => import('./explore-page').then((m) => ({ Component: m.ExplorePage })),
  },
  {
    path: paths.savedSearches.root,
    lazy: () =>
      import('./saved-searches/saved-searches-page').then((m) => ({
        Component: m.SavedSearchesPage,
      })),
  },
];

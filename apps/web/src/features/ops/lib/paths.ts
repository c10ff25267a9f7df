/** The operators' console's routes (decision 022). */
export const opsPaths = {
  root: '/ops',
  signIn: '/ops/sign-in',
  applications: '/ops',
  /** @returns e.g. /ops/applications/0b6e… */
  application: (applicationId: string) => `/ops/applications/${applicationId}`,
  applicationPattern: '/ops/applications/:applicationId',
  homes: '/ops/homes',
  /** @returns e.g. /ops/homes/0b6e… */
  home: (homeSubmissionId: string) => `/ops/homes/${homeSubmissionId}`,
  homePattern: '/ops/homes/:homeSubmissionId',
  purchases: '/ops/purchases',
  /** @returns e.g. /ops/purchases/4f1c… */
  purchase: (purchaseCaseId: string) => `/ops/purchases/${purchaseCaseId}`,
  purchasePattern: '/ops/purchases/:purchaseCaseId',
  repairs: '/ops/repairs',
  /** @returns e.g. /ops/repairs/7a2d… */
  repair: (repairId: string) => `/ops/repairs/${repairId}`,
  repairPattern: '/ops/repairs/:repairId',
  arrears: '/ops/arrears',
  reconciliation: '/ops/reconciliation',
  portfolio: '/ops/portfolio',
  users: '/ops/users',
  audit: '/ops/audit',
  operators: '/ops/operators',
  pipelineViewers: '/ops/pipeline-viewers',
  promotions: '/ops/promotions',
  settings: '/ops/settings',
} as const;

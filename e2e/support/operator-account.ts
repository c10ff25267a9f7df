/** The operator the browser tests' server starts with (created by `npm run ops -- add-operator`, playwright.config.ts). */
export const E2E_OPERATOR_EMAIL = 'e2e.operator@stairway.example';

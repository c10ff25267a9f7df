/**
 * Rewrites the server's answers on their way to the browser, for states a journey cannot reach through the
 * API (a service setting the team changes, a decision made with `npm run ops`): the real server answers, the
 * named operations' data is changed, and the real app renders it.
 */
import type { Page } from '@playwright/test';

/** The data of a GraphQL answer, as JSON. */
export type AnswerData = Record<string, unknown>;

/**
 * Changes the data of every answer to the named operations.
 * @param operationNames e.g. ['Me', 'ApplicationPage']
 * @param change edits the answer's `data` in place
 */
export async function rewriteAnswers(
  page: Page,
  operationNames: string[],
  change: (data: AnswerData) => void,
) {
  await page.route('**/api', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (!body || !operationNames.includes(body.operationName ?? '')) return route.fallback();
    const response = await route.fetch();
    const json = (await response.json()) as { data?: AnswerData };
    if (json.data) change(json.data);
    await route.fulfill({ response, json });
  });
}

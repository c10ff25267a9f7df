/**
 * The Yoga plugins of the GraphQL endpoint (yoga.ts) that guard requests and answers: parse errors that never
 * repeat the input, the database-outage answer, the renewed session token, forgetting on mutations and, in
 * production, no introspection.
 */
import { getOperationAST, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createGraphQLError, maskError, type Plugin } from 'graphql-yoga';
import type { AppServices } from './context';
import { isDatabaseUnavailable } from './db/errors';
import { forgetRemembered } from './lib/answer-cache';
import { SERVICE_UNAVAILABLE_MESSAGE } from './lib/app-error';
import { AFTER_A_WRITE } from './lib/invalidation-messages';
import { RENEWED_TOKEN_HEADER } from './lib/tokens';

/** The answer to a request whose JSON cannot be read: fixed, so it never repeats the input. */
export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';

/**
 * Answers a request whose body (or, for GET, whose `variables` or `extensions` parameter) is not valid JSON with
 * BAD_REQUEST and INVALID_JSON_MESSAGE, HTTP 400. Yoga's own answer, "POST body sent invalid JSON.", carried the
 * parser's message in `extensions.originalError` (`Unexpected token 'o', "not json at"... is not valid JSON`),
 * which repeats the start of the body; and a bad `variables` query parameter was an unexpected error. The parser
 * Yoga chose for the request is wrapped: its other refusals (a body that is JSON but not an object) pass
 * unchanged.
 * @returns the Yoga plugin (first in the list, so that it sees the parser Yoga's own plugins chose)
 */
export function noInputInParseErrors(): Plugin {
  const invalidJson = () =>
    createGraphQLError(INVALID_JSON_MESSAGE, {
      extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
    });
  return {
    onRequestParse: ({ requestParser, setRequestParser }) => {
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          const extensions = (error as { extensions?: Record<string, unknown> } | null)?.extensions;
          if (error instanceof SyntaxError || extensions?.originalError !== undefined) throw invalidJson();
          throw error;
        }
      });
    },
  };
}

/**
 * The field path of a GraphQL error (graphql-js's `path`), e.g. `getAddressSearch` or `me.application`.
 * @returns undefined for an error raised outside a field (parsing, the context)
 * @param error what Yoga logs
 */
export function graphQLPathOf(error: unknown): string | undefined {
  const path = (error as { path?: ReadonlyArray<string | number> } | null)?.path;
  return Array.isArray(path) ? path.join('.') : undefined;
}

/**
 * Yoga's error masking, except that an error saying the database cannot be reached (PostgreSQL stopped or
 * restarting, db/errors.ts) is answered SERVICE_UNAVAILABLE with HTTP 503 and Retry-After: 5, so that people
 * are told to try again shortly and clients and monitors can tell an outage from a fault (bench/FAULTS.md).
 * It is still logged (and reported) as an unexpected error.
 * @param error the error thrown
 * @param message the message of a masked error (UNEXPECTED_ERROR_MESSAGE)
 * @param isDev whether Yoga runs in development
 * @returns the error to send
 */
export function maskDatabaseOutage(error: unknown, message: string, isDev?: boolean) {
  if (!isDatabaseUnavailable(error)) return maskError(error, message, isDev);
  const path = (error as { path?: ReadonlyArray<string | number> }).path;
  return createGraphQLError(SERVICE_UNAVAILABLE_MESSAGE, {
    path,
    extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503, headers: { 'Retry-After': '5' } } },
  });
}

/**
 * Sends a request's renewed session token (sliding renewal, lib/tokens.ts) in the X-Session-Token response
 * header, which the web app stores in place of the old one (decision 030).
 * @param renewals the renewed token of each request, set when its context was built
 * @returns the Yoga plugin
 */
export function sendRenewedToken(renewals: WeakMap<Request, string>): Plugin {
  return {
    onResponse: ({ request, response }) => {
      const token = renewals.get(request);
      if (token) response.headers.set(RENEWED_TOKEN_HEADER, token);
    },
  };
}

/**
 * Forgets what the server remembers for a moment, the session checks (decision 033) and the answers (decision
 * 036), when a mutation starts and again when its result is ready, so that what it changes (a sign-out, a
 * password, a disabled account, the applicant's own details, a landlord's published home) counts from the next
 * request on, and nothing that raced it is kept. Then, before the answer is sent, it tells every other server
 * on the same PostgreSQL to forget the same (lib/invalidation-bus.ts, decision 062) and waits until PostgreSQL
 * has taken the notification, so that the change counts on every server by the time the caller learns of it.
 * @param services the services, whose caches are read at each mutation
 * @returns the Yoga plugin (it waits for the notification before the answer is sent)
 */
export function forgetOnMutation(services: AppServices): Plugin {
  return {
    onExecute: ({ args }) => {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
      forgetRemembered(services);
      return {
        // Envelop waits for this promise before the result goes on to be sent.
        onExecuteDone: async () => {
          forgetRemembered(services);
          await services.invalidation.notify(AFTER_A_WRITE);
        },
      };
    },
  };
}

/**
 * Refuses introspection queries (`__schema`, `__type`; `__typename` stays allowed) with graphql-js's own
 * validation rule, so that production does not hand out the whole schema. The error reads "GraphQL
 * introspection has been disabled, but the requested query contained the field "__schema"."
 * @returns the Yoga plugin
 */
export function noIntrospection(): Plugin {
  return {
    onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
  };
}

/**
 * The GraphQL Yoga instance at /api. Tests call `yoga.fetch` in-process (STYLE.md §6).
 * Expected errors (AppError, lib/app-error.ts) become GraphQL errors with `extensions.code` in one place
 * (appErrorPlugin, lib/graphql-errors.ts); everything else is masked with UNEXPECTED_ERROR_MESSAGE, written for
 * the person who sees it on the page (ARCHITECTURE.md §5), and logged and reported (lib/error-reporting.ts).
 * In production GraphiQL is off and introspection (`__schema`, `__type`) is refused; browsers may call it
 * only from APP_URL and CORS_ALLOWED_ORIGINS.
 */
// Named useGraphQlJit by envelop's convention for plugins; it is not a React hook.
import { useGraphQlJit as graphQlJitPlugin } from '@envelop/graphql-jit';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import {
  type DocumentNode,
  type ExecutionArgs,
  getOperationAST,
  Kind,
  NoSchemaIntrospectionCustomRule,
} from 'graphql';
import { createGraphQLError, createYoga, type GraphQLParams, maskError, type Plugin } from 'graphql-yoga';
import { type AppServices, type Context, createContext } from './context';
import { isDatabaseUnavailable } from './db/errors';
import {
  acceptedEncoding,
  answerKey,
  encodedAnswer,
  forgetRemembered,
  MEMORABLE_QUERY_FIELDS,
  type RememberedAnswer,
} from './lib/answer-cache';
import { SERVICE_UNAVAILABLE_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from './lib/app-error';
import { reportError } from './lib/error-reporting';
import { appErrorPlugin, variableErrorPlugin } from './lib/graphql-errors';
import { corsOptions } from './lib/http-security';
import { AFTER_A_WRITE } from './lib/invalidation-messages';
import { RENEWED_TOKEN_HEADER } from './lib/tokens';
import { schema } from './schema/index';

/**
 * Creates the Yoga instance.
 * @param services the shared services (database, providers)
 */
export function createGraphQL(services: AppServices) {
  const production = services.config.NODE_ENV === 'production';
  /** The renewed token of each request whose token was due for renewal (decision 030). */
  const renewals = new WeakMap<Request, string>();
  return createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: '/api',
    // createApp refuses an /api request before Yoga reads it unless its Content-Length is given and at most
    // API_MAX_BODY_BYTES (apiBodyRefusal, lib/request-checks.ts), and Node reads no more than that many bytes. Yoga's own
    // limit, a stream transform of every body, was about a tenth of the server's CPU for a small query
    // (bench, session 25), and repeated that check.
    maxRequestBodySize: false,
    landingPage: false,
    graphiql: production ? false : { title: 'Stairway API' },
    cors: corsOptions(services.config),
    maskedErrors: { errorMessage: UNEXPECTED_ERROR_MESSAGE, maskError: maskDatabaseOutage },
    logging: {
      debug: (...args) => services.logger.debug(args.map(String).join(' ')),
      info: (...args) => services.logger.info(args.map(String).join(' ')),
      warn: (...args) => services.logger.warn(args.map(String).join(' ')),
      // Yoga logs here each error it masks, i.e. every unexpected one: logged, and reported to Sentry when
      // SENTRY_DSN is set (lib/error-reporting.ts; AppErrors are never masked, nor reported).
      error: (...args) => {
        services.logger.error({ err: args[0] }, args.slice(1).map(String).join(' ') || 'GraphQL error');
        reportError(args[0], { where: 'graphql', path: graphQLPathOf(args[0]) });
      },
    },
    context: async ({
      request,
      req,
    }: {
      request: Request;
      req?: { socket?: { remoteAddress?: string } };
    }) => {
      const context = await createContext(services, request, req?.socket?.remoteAddress);
      if (context.renewedToken) renewals.set(request, context.renewedToken);
      return context;
    },
    plugins: [
      noInputInParseErrors(),
      rememberAnswers(services),
      sendRenewedToken(renewals),
      forgetOnMutation(services),
      compiledHomeLists(),
      appErrorPlugin(),
      variableErrorPlugin(),
      ...(production ? [noIntrospection()] : []),
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxAliases: { n: 15 },
        costLimit: { maxCost: 5000 },
        maxTokens: { n: 2000 },
      }),
    ],
  });
}

/** The answer to a request whose JSON cannot be read (issue 29 item 11): fixed, so it never repeats the input. */
export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';

/**
 * Answers a request whose body (or, for GET, whose `variables` or `extensions` parameter) is not valid JSON with
 * BAD_REQUEST and INVALID_JSON_MESSAGE, HTTP 400 (issue 29 item 11). Yoga's own answer, "POST body sent invalid
 * JSON.", carried the parser's message in `extensions.originalError` (`Unexpected token 'o', "not json at"... is
 * not valid JSON`), which repeats the start of the body; and a bad `variables` query parameter was an unexpected
 * error. The parser Yoga chose for the request is wrapped: its other refusals (a body that is JSON but not an
 * object) pass unchanged.
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
 */
function graphQLPathOf(error: unknown): string | undefined {
  const path = (error as { path?: ReadonlyArray<string | number> } | null)?.path;
  return Array.isArray(path) ? path.join('.') : undefined;
}

/**
 * Yoga's error masking, except that an error saying the database cannot be reached (PostgreSQL stopped or
 * restarting, db/errors.ts) is answered SERVICE_UNAVAILABLE with HTTP 503 and Retry-After: 5, so that people
 * are told to try again shortly and clients and monitors can tell an outage from a fault (bench/FAULTS.md).
 * It is still logged (and reported) as an unexpected error.
 */
function maskDatabaseOutage(error: unknown, message: string, isDev?: boolean) {
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
 */
function sendRenewedToken(renewals: WeakMap<Request, string>): Plugin {
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
 */
function forgetOnMutation(services: AppServices): Plugin {
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
 * Answers a query whose every root field is in MEMORABLE_QUERY_FIELDS from the one-second memory of answers
 * (lib/answer-cache.ts, decision 036) when the same query, with the same variables, was answered without errors
 * to the same role less than a second ago: the execution is skipped and the remembered bytes are sent, brotli-
 * or gzip-compressed as the request accepts (the API's `compression` leaves an encoded answer alone). Otherwise
 * the query runs, and its answer is remembered and sent compressed in the same way. Everything before the
 * execution (the body, the document's validation, the session check and the context) is unchanged.
 * @param services the services; their answerCache is read at each request (the bench swaps it)
 */
function rememberAnswers(services: AppServices): Plugin {
  /**
   * Each memorable request's key, the generation when it began and its remembered answer, if any; a request
   * whose execution gave errors is taken out, so that its answer is neither remembered nor replaced.
   */
  const memorable = new WeakMap<
    Request,
    { key: string; generation: number; answer: RememberedAnswer | null }
  >();
  return {
    onExecute: ({ args, setResultAndStopExecution }) => {
      if (!isMemorableQuery(args.document, args.operationName)) return;
      const context = args.contextValue as unknown as Context & { request: Request; params: GraphQLParams };
      const cache = services.answerCache;
      // The actor, not only the role: getHomesSelection marks homes against the applicant's own budget.
      const key = answerKey(context.actor ? JSON.stringify(context.actor) : null, context.params);
      const answer = cache.get(key);
      memorable.set(context.request, { key, generation: cache.generation(), answer });
      if (answer) {
        // The answer's bytes replace this placeholder's when the response is made (onResponse).
        setResultAndStopExecution({ data: null });
        return;
      }
      return {
        onExecuteDone: ({ result }) => {
          if (Symbol.asyncIterator in result || result.errors?.length) memorable.delete(context.request);
        },
      };
    },
    onResponse: async ({ request, response, setResponse, fetchAPI }) => {
      const entry = memorable.get(request);
      if (!entry || response.status !== 200) return;
      let answer = entry.answer;
      if (!answer) {
        const json = Buffer.from(await response.arrayBuffer());
        answer = services.answerCache.set(entry.key, json, entry.generation) ?? {
          json,
          at: Date.now(),
          encoded: {},
        };
      }
      const encoding = acceptedEncoding(request.headers.get('accept-encoding'));
      const headers = new fetchAPI.Headers(response.headers);
      headers.delete('content-length');
      if (encoding !== 'identity') headers.set('content-encoding', encoding);
      headers.append('vary', 'Accept-Encoding');
      const body = (await encodedAnswer(answer, encoding)) as unknown as BodyInit;
      setResponse(new fetchAPI.Response(body, { status: 200, headers }));
    },
  };
}

/**
 * Whether an operation's answer may be remembered (rememberAnswers): a query whose every root field is in
 * MEMORABLE_QUERY_FIELDS.
 * @param document the parsed request
 * @param operationName the operation to run, when the document has several
 */
function isMemorableQuery(document: DocumentNode, operationName?: string | null): boolean {
  return isQueryOfFields(document, operationName, MEMORABLE_QUERY_FIELDS);
}

/** The queries run by graphql-jit instead of graphql-js's executor (see compiledHomeLists). */
const COMPILED_QUERY_FIELDS: ReadonlySet<string> = new Set(['getHomesSelection']);

/**
 * Runs `getHomesSelection` queries through graphql-jit (@envelop/graphql-jit), which compiles each query
 * document once into a function and caches it by document (Yoga's parser cache hands back the same one for the
 * same text). graphql-js's executor resolves each of the 19 fields of each home one by one: for the 421 homes
 * of the three busiest districts that was about 7.5 ms beyond the 6.5 ms of SQL, and about 3 ms compiled
 * (p50s of bench/RESULTS.md, session 24; issue 14, decision 020). The resolvers, their authorisation (Pothos scope-auth) and the error masking are the same;
 * test/api/homes-performance.test.ts checks that the answers are identical. Only queries whose every root
 * field is in COMPILED_QUERY_FIELDS are compiled: every other operation keeps graphql-js's executor.
 */
function compiledHomeLists(): Plugin {
  return graphQlJitPlugin(
    {},
    {
      enableIf: ({ document, operationName }: ExecutionArgs) => isCompiledQuery(document, operationName),
    },
  ) as Plugin;
}

/**
 * Whether graphql-jit runs an operation (compiledHomeLists): a query whose every root field is in
 * COMPILED_QUERY_FIELDS.
 * @param document the parsed request
 * @param operationName the operation to run, when the document has several
 */
export function isCompiledQuery(document: DocumentNode, operationName?: string | null): boolean {
  return isQueryOfFields(document, operationName, COMPILED_QUERY_FIELDS);
}

/** Whether an operation is a query whose every root field is one of `fields`. */
function isQueryOfFields(
  document: DocumentNode,
  operationName: string | null | undefined,
  fields: ReadonlySet<string>,
): boolean {
  const operation = getOperationAST(document, operationName);
  return (
    operation?.operation === 'query' &&
    operation.selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && fields.has(selection.name.value),
    )
  );
}

/**
 * Refuses introspection queries (`__schema`, `__type`; `__typename` stays allowed) with graphql-js's own
 * validation rule, so that production does not hand out the whole schema. The error reads "GraphQL
 * introspection has been disabled, but the requested query contained the field "__schema"."
 */
function noIntrospection(): Plugin {
  return {
    onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
  };
}

/** The Yoga instance type. */
export type GraphQLServer = ReturnType<typeof createGraphQL>;

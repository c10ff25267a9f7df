/**
 * The GraphQL Yoga instance at /api. Tests call `yoga.fetch` in-process (STYLE.md §6).
 * Expected errors (AppError, lib/app-error.ts) become GraphQL errors with `extensions.code` in one place
 * (appErrorPlugin, lib/graphql-errors.ts); everything else is masked with UNEXPECTED_ERROR_MESSAGE, written for
 * the person who sees it on the page (ARCHITECTURE.md §5), and logged and reported (lib/error-reporting.ts).
 * In production GraphiQL is off and introspection (`__schema`, `__type`) is refused; browsers may call it
 * only from APP_URL and CORS_ALLOWED_ORIGINS.
 */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createYoga } from 'graphql-yoga';
import { type AppServices, type Context, createContext } from './context';
import { UNEXPECTED_ERROR_MESSAGE } from './lib/app-error';
import { reportError } from './lib/error-reporting';
import { appErrorPlugin, variableErrorPlugin } from './lib/graphql-errors';
import { corsOptions } from './lib/http-security';
import { schema } from './schema/index';
import { compiledHomeLists, rememberAnswers } from './yoga-answers';
import {
  forgetOnMutation,
  graphQLPathOf,
  maskDatabaseOutage,
  noInputInParseErrors,
  noIntrospection,
  sendRenewedToken,
} from './yoga-plugins';

export { isCompiledQuery } from './yoga-answers';
export { INVALID_JSON_MESSAGE, noInputInParseErrors } from './yoga-plugins';

/**
 * Creates the Yoga instance (its plugins: yoga-plugins.ts and yoga-answers.ts).
 * @param services the shared services (database, providers)
 * @returns the Yoga server answering /api
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

/** The Yoga instance type. */
export type GraphQLServer = ReturnType<typeof createGraphQL>;

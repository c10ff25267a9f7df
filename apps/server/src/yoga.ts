/**
 * The GraphQL Yoga instance at /api. Tests call `yoga.fetch` in-process (STYLE.md §6).
 * Expected errors (AppError, lib/app-error.ts) become GraphQL errors with `extensions.code` in one place
 * (appErrorPlugin, lib/graphql-errors.ts); everything else is masked with UNEXPECTED_ERROR_MESSAGE, written for
 * the person who sees it on the page (ARCHITECTURE.md §5).
 */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createYoga } from 'graphql-yoga';
import { type AppServices, type Context, createContext } from './context';
import { UNEXPECTED_ERROR_MESSAGE } from './lib/app-error';
import { appErrorPlugin } from './lib/graphql-errors';
import { schema } from './schema/index';

/**
 * Creates the Yoga instance.
 * @param services the shared services (database, providers)
 */
export function createGraphQL(services: AppServices) {
  return createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: '/api',
    landingPage: false,
    graphiql: services.config.NODE_ENV !== 'production' ? { title: 'Stairway API' } : false,
    maskedErrors: { errorMessage: UNEXPECTED_ERROR_MESSAGE },
    logging: {
      debug: (...args) => services.logger.debug(args.map(String).join(' ')),
      info: (...args) => services.logger.info(args.map(String).join(' ')),
      warn: (...args) => services.logger.warn(args.map(String).join(' ')),
      error: (...args) =>
        services.logger.error({ err: args[0] }, args.slice(1).map(String).join(' ') || 'GraphQL error'),
    },
    context: ({ request }) => createContext(services, request),
    plugins: [
      appErrorPlugin(),
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

/**
 * The Yoga plugins of the GraphQL endpoint (yoga.ts) that make queries' answers quicker: the one-second memory
 * of answers (decision 036) and graphql-jit for the home lists (decision 020).
 */
// Named useGraphQlJit by envelop's convention for plugins; it is not a React hook.
import { useGraphQlJit as graphQlJitPlugin } from '@envelop/graphql-jit';
import { type DocumentNode, type ExecutionArgs, getOperationAST, Kind } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import type { AppServices, Context } from './context';
import {
  acceptedEncoding,
  answerKey,
  encodedAnswer,
  MEMORABLE_QUERY_FIELDS,
  type RememberedAnswer,
} from './lib/answer-cache';

/**
 * Answers a query whose every root field is in MEMORABLE_QUERY_FIELDS from the one-second memory of answers
 * (lib/answer-cache.ts, decision 036) when the same query, with the same variables, was answered without errors
 * to the same role less than a second ago: the execution is skipped and the remembered bytes are sent, brotli-
 * or gzip-compressed as the request accepts (the API's `compression` leaves an encoded answer alone). Otherwise
 * the query runs, and its answer is remembered and sent compressed in the same way. Everything before the
 * execution (the body, the document's validation, the session check and the context) is unchanged.
 * @param services the services; their answerCache is read at each request (the bench swaps it)
 * @returns the Yoga plugin
 */
export function rememberAnswers(services: AppServices): Plugin {
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
 * (p50s of bench/RESULTS.md, session 24; decision 020). The resolvers, their authorisation (Pothos scope-auth) and
 * the error masking are the same; test/api/homes-performance.test.ts checks that the answers are identical. Only
 * queries whose every root field is in COMPILED_QUERY_FIELDS are compiled: every other operation keeps graphql-js's
 * executor.
 * @returns the Yoga plugin
 */
export function compiledHomeLists(): Plugin {
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

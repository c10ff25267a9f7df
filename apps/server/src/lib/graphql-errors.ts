/**
 * The edge where expected errors become GraphQL errors, in one place (ARCHITECTURE.md §5): every
 * {@link AppError} thrown while a field resolves (by a service, by the schema edge's input validation, or by
 * scope-auth for a caller without access) is rewritten into a GraphQL error whose `extensions` carry its
 * `code`, `field`, `fields` and extra facts. Yoga's error masking then lets these through and masks
 * everything else with UNEXPECTED_ERROR_MESSAGE (maskedErrors in yoga.ts). This is the only file outside
 * `schema/` and `yoga.ts` that imports `graphql` (test/api/boundary.test.ts checks it).
 */
import { GraphQLError } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import { AppError } from './app-error';

/**
 * The GraphQL error for an expected error, at the place the original error was raised.
 * @param appError the expected error
 * @param located the error graphql-js made around it (path, locations), if any
 * @returns a GraphQL error with `extensions` `{ code, field?, fields?, ...extra }`
 */
export function toGraphQLError(appError: AppError, located?: GraphQLError): GraphQLError {
  return new GraphQLError(appError.message, {
    nodes: located?.nodes,
    source: located?.source,
    positions: located?.positions,
    path: located?.path,
    extensions: {
      code: appError.code,
      ...(appError.field === undefined ? {} : { field: appError.field }),
      ...(appError.fields === undefined ? {} : { fields: appError.fields }),
      ...appError.extra,
    },
  });
}

/** The AppError an execution error was raised with, if any. */
function appErrorOf(error: GraphQLError): AppError | null {
  return error.originalError instanceof AppError ? error.originalError : null;
}

/**
 * The input field a variable coercion error of graphql-js names, or null when the error is not one:
 * 'Variable "$input" got invalid value 0 at "input.bedrooms"; …' names `bedrooms`; '…; Field "colour" is not
 * defined by type "XInput".' names `colour`; a whole variable of the wrong type names the variable.
 */
export function coercedVariableField(error: GraphQLError): string | null {
  if (appErrorOf(error) || error.path || !error.message.startsWith('Variable "$')) return null;
  const at = /at "([^"]+)"/.exec(error.message)?.[1];
  if (at)
    return (
      at
        .split('.')
        .at(-1)
        ?.replace(/\[\d+\]$/, '') ?? null
    );
  const unknown = /Field "([^"]+)" is not defined by type/.exec(error.message)?.[1];
  if (unknown) return unknown;
  const missing = /Field "[^"]*?\.?([^".]+)" of required type/.exec(error.message)?.[1];
  if (missing) return missing;
  return /^Variable "\$([^"]+)"/.exec(error.message)?.[1] ?? null;
}

/**
 * A Yoga plugin that rewrites the AppErrors of every execution result into GraphQL errors with their
 * `extensions.code`. Listed among yoga.ts's plugins, so it runs before Yoga's own error masking.
 */
export function appErrorPlugin(): Plugin {
  return {
    onExecute() {
      return {
        onExecuteDone(payload) {
          return handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => {
            if (!result.errors?.some((error) => appErrorOf(error))) return;
            setResult({
              ...result,
              errors: result.errors.map((error) => {
                const appError = appErrorOf(error);
                return appError ? toGraphQLError(appError, error) : error;
              }),
            });
          });
        },
      };
    },
  };
}

/**
 * A Yoga plugin that gives graphql-js's refusals of a variable of the wrong type (a number for a text field,
 * an unknown input field, an Int beyond 32 bits, null for a required field) the code BAD_USER_INPUT and the
 * field they name, as the schema's own validation gives. Yoga returns these without a code, before any
 * resolver runs; the message is graphql-js's and stays as it is.
 */
export function variableErrorPlugin(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors) return;
      const errors = result.errors.map((error) => {
        const field = error instanceof GraphQLError ? coercedVariableField(error) : null;
        if (!field || !(error instanceof GraphQLError)) return error;
        return new GraphQLError(error.message, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          extensions: { ...error.extensions, code: 'BAD_USER_INPUT', field },
        });
      });
      setResult({ ...result, errors });
    },
  };
}

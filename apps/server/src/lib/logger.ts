/** The JSON logger (pino). Level from LOG_LEVEL. */
import pino from 'pino';

/** Creates the process logger. */
export function createLogger(level: string) {
  return pino({ level, base: { service: 'stairway' } });
}

/** The logger type used in the context and services. */
export type Logger = ReturnType<typeof createLogger>;

/**
 * Runs before each server test file. The server tests share one module graph per worker (`isolate: false` in
 * vitest.config.ts: importing the server once per worker instead of once per file saves most of the
 * project's import time), so what a file must not inherit from the one before it is reset here: its PostgreSQL
 * database (test/db/test-databases.ts).
 */
import { forgetFileDatabase } from './db/test-databases';

forgetFileDatabase();

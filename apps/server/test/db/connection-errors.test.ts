/**
 * A PostgreSQL connection that fails must not end the server (bench/FAULTS.md: with PostgreSQL stopped under
 * load, node-postgres' 'error' event on a connection nobody listened to ended the process). The database here
 * is a stand-in that speaks just enough of PostgreSQL's wire protocol (protocol 3.0: trust sign-in, simple
 * queries) and ends its connections the way `pg_ctl stop -m fast` does: an ErrorResponse FATAL 57P01
 * "terminating connection due to administrator command", then the socket's close.
 */
import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';

/** One protocol message: a type byte, a length that counts itself, and the body. */
function message(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

const cstring = (text: string) => Buffer.from(`${text}\0`, 'utf8');
const authenticationOk = message('R', Buffer.from([0, 0, 0, 0]));
const readyForQuery = message('Z', Buffer.from('I'));
const selectDone = Buffer.concat([message('C', cstring('SELECT 0')), readyForQuery]);
const adminShutdown = message(
  'E',
  Buffer.concat([
    Buffer.from('S'),
    cstring('FATAL'),
    Buffer.from('V'),
    cstring('FATAL'),
    Buffer.from('C'),
    cstring('57P01'),
    Buffer.from('M'),
    cstring('terminating connection due to administrator command'),
    Buffer.from([0]),
  ]),
);

/**
 * Starts the stand-in database on a free port.
 * @returns its URL, a way to end every open connection as PostgreSQL's shutdown does, and a way to close it
 */
async function startFakePostgres() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = Buffer.alloc(0);
    let started = false;
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          // The startup message has no type byte: its length, the protocol version and the parameters.
          if (buffer.length < 4 || buffer.length < buffer.readInt32BE(0)) return;
          buffer = buffer.subarray(buffer.readInt32BE(0));
          started = true;
          socket.write(Buffer.concat([authenticationOk, readyForQuery]));
          continue;
        }
        if (buffer.length < 5 || buffer.length < 1 + buffer.readInt32BE(1)) return;
        const type = String.fromCharCode(buffer[0] ?? 0);
        buffer = buffer.subarray(1 + buffer.readInt32BE(1));
        if (type === 'Q') socket.write(selectDone);
        if (type === 'X') socket.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/stairway`,
    /** Ends every connection as `pg_ctl stop -m fast` does. @returns how many there were */
    shutDownConnections() {
      const count = sockets.size;
      for (const socket of sockets) socket.end(adminShutdown);
      return count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Waits until `check` holds, at most 5 s. */
async function until(check: () => boolean) {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a PostgreSQL connection that fails', () => {
  let fake: Awaited<ReturnType<typeof startFakePostgres>>;
  let database: Database;
  let reported: Error[];

  beforeEach(async () => {
    fake = await startFakePostgres();
    reported = [];
    database = await openDatabase({
      databaseUrl: fake.url,
      migrate: false,
      onConnectionError: (error) => reported.push(error),
    });
  });
  afterEach(async () => {
    await database.close();
    await fake.close();
  });

  it('while idle in the pool is reported once, and the next query opens a new connection', async () => {
    const pool = database.pool as NonNullable<Database['pool']>;
    await pool.query('select 1');
    expect(pool.idleCount).toBe(1);

    expect(fake.shutDownConnections()).toBe(1);
    await until(() => pool.totalCount === 0);

    expect(reported.map((e) => e.message)).toEqual(['terminating connection due to administrator command']);
    await expect(pool.query('select 1')).resolves.toMatchObject({ command: 'SELECT' });
  });

  it('while checked out (a transaction between two queries) is reported once and the connection is not reused', async () => {
    const pool = database.pool as NonNullable<Database['pool']>;
    const client = await pool.connect();
    await client.query('select 1');

    fake.shutDownConnections();
    await until(() => reported.length > 0);
    await expect(client.query('select 1')).rejects.toThrow();
    client.release();

    expect(reported.map((e) => e.message)).toEqual(['terminating connection due to administrator command']);
    expect(pool.totalCount).toBe(0);
    await expect(pool.query('select 1')).resolves.toMatchObject({ command: 'SELECT' });
  });
});

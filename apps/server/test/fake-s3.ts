/**
 * A stand-in S3 on 127.0.0.1 for the storage tests: path-style objects kept in memory, with PUT, GET (whole or
 * one byte range, as S3 answers `Range: bytes=a-b`), HEAD and DELETE, and S3's 404 NoSuchKey for a missing
 * object. Every request is logged as `METHOD /bucket/key [range]`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stored object: its bytes and the Content-Type it was put with. */
export type FakeS3Object = { body: Buffer; type: string };

/** The running stand-in. */
export type FakeS3 = {
  /** Its origin, e.g. http://127.0.0.1:40123 (S3_ENDPOINT, with path-style addressing). */
  endpoint: string;
  /** The objects by path, `/bucket/key`. */
  objects: Map<string, FakeS3Object>;
  /** The requests so far, e.g. `GET /docs/key bytes=0-11`. */
  requests: string[];
  close: () => Promise<void>;
};

/**
 * Starts the stand-in on a free port.
 * @returns the running stand-in; close it after the tests
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, FakeS3Object>();
  const requests: string[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(`${req.method} ${path} ${req.headers.range ?? ''}`.trim());
    if (req.method === 'PUT') {
      objects.set(path, { body: Buffer.concat(chunks), type: req.headers['content-type'] ?? '' });
      res.writeHead(200).end();
      return;
    }
    if (req.method === 'DELETE') {
      objects.delete(path);
      res.writeHead(204).end();
      return;
    }
    const object = objects.get(path);
    if (!object) {
      res.writeHead(404, { 'Content-Type': 'application/xml' });
      res.end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
      return;
    }
    const range = req.headers.range?.match(/^bytes=(\d+)-(\d+)$/);
    const body = range ? object.body.subarray(Number(range[1]), Number(range[2]) + 1) : object.body;
    res.writeHead(range ? 206 : 200, {
      'Content-Type': object.type,
      'Content-Length': String(req.method === 'HEAD' ? object.body.length : body.length),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

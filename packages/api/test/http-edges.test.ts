import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

// What the server answers when the request itself is broken: before, a short body held the
// connection for Node's default 5 minutes, and 404s under /api/ and the framework's own 400 and
// 431 answers had no `msg`.

let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startTestServer({ REQUEST_TIMEOUT: '2s' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(() => server.close());

/** Sends raw bytes and resolves with everything the server sent until it closed. */
function rawExchange(bytes: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.write(bytes);
  });
}

function parse(response: string) {
  const [head = '', body = ''] = response.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  return { status, head, json: JSON.parse(body) as { msg: string } };
}

describe('broken requests', () => {
  it('answers a body shorter than its Content-Length with 408 and msg, then closes', async () => {
    const started = Date.now();
    const response = await rawExchange(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 200\r\n\r\n{"name":"Ann"',
    );
    const { status, json } = parse(response);
    expect(status).toBe(408);
    expect(json.msg).toBe('The request took too long to arrive. Please try again.');
    // Bounded by REQUEST_TIMEOUT (2 s here), not Node's default of five minutes.
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('answers oversized headers with 431 and msg', async () => {
    const { status, json } = parse(
      await rawExchange(
        `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(status).toBe(431);
    expect(json.msg).toBe('The request headers are too large.');
  });

  it('answers a request line that is not HTTP with 400 and msg', async () => {
    const { status, json } = parse(await rawExchange('HELLO THERE\r\n\r\n'));
    expect(status).toBe(400);
    expect(json.msg).toBe('The request could not be read.');
  });

  it.each(['GET', 'POST', 'DELETE', 'OPTIONS'])(
    'answers %s of an unknown /api/ path with 404 JSON and msg',
    async (method) => {
      const res = await server.app.inject({ method: method as 'GET', url: '/api/nothing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().msg).toBe(`No such endpoint: ${method} /api/nothing`);
    },
  );
});

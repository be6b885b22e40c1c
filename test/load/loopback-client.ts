// Loopback HTTP for the load suite: every simulated agent or attacker has its own keep-alive agent
// bound to its own 127.0.0.x address, so the server sees as many clients as there are agents (the
// throttles count per client address). Nothing here leaves the machine.
import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  body: Buffer;
  /** Bytes of the body (with `count`, the body itself is not kept). */
  length: number;
  headers: Record<string, string | string[] | undefined>;
}

export interface LoopbackClient {
  send(method: string, url: string, init?: { headers?: Record<string, string>; body?: Uint8Array | string | AsyncIterable<Uint8Array>; count?: boolean }): Promise<Answer>;
  close(): void;
}

/** A client at 127.0.0.{2 + n % 250}. */
export function loopbackClient(n: number): LoopbackClient {
  const agent = new Agent({ keepAlive: true, maxSockets: 4, localAddress: `127.0.0.${2 + (n % 250)}` } as ConstructorParameters<typeof Agent>[0]);
  return {
    send(method, url, init = {}) {
      return new Promise<Answer>((resolve, reject) => {
        const req = request(url, { method, agent, headers: init.headers }, (res) => {
          const chunks: Buffer[] = [];
          let length = 0;
          res.on('data', (c: Buffer) => {
            length += c.length;
            if (!init.count) chunks.push(c);
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), length, headers: res.headers }));
          res.on('error', reject);
        });
        req.on('error', reject);
        const body = init.body;
        if (body === undefined) req.end();
        else if (typeof body === 'string' || body instanceof Uint8Array) req.end(body);
        else {
          void (async () => {
            try {
              for await (const chunk of body) {
                if (req.destroyed) return;
                if (!req.write(chunk)) {
                  await new Promise<void>((resolve) => {
                    const done = () => { req.off('drain', done); req.off('close', done); resolve(); };
                    req.on('drain', done);
                    req.on('close', done);
                  });
                }
              }
              req.end();
            } catch (error) {
              req.destroy(error as Error);
            }
          })();
        }
      });
    },
    close: () => agent.destroy(),
  };
}

/** `total` bytes in 1 MB chunks made once, so the sender itself holds almost nothing. */
export async function* zeroes(total: number, chunk = 1024 * 1024): AsyncIterable<Uint8Array> {
  const block = new Uint8Array(chunk);
  for (let sent = 0; sent < total; sent += chunk) yield sent + chunk <= total ? block : block.subarray(0, total - sent);
}

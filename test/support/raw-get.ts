import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

/** A GET whose answer comes back as sent: Node's fetch would decompress it out of sight. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

// Sessions in S3-compatible object storage (AWS S3, MinIO, Ceph, R2, …), so recordings outgrow one
// machine's disk and several ingests can share one bucket. An object cannot be appended to, so each
// append is its own object, named by the byte offset it starts at:
//   {prefix}sessions/{sessionID}/{offset, 16 digits}.rec   and   {prefix}uploads/{sessionID}/{name}
// Reading a session lists its parts and joins them in offset order; a part exists only once S3
// acknowledged the whole PUT, so an acknowledged batch is durable and a failed one leaves nothing.
import {
  DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { joinBytes, wholeUpload, type SessionFiles } from './session-files';

export interface S3SessionStorageOptions {
  bucket: string;
  /** Key prefix inside the bucket, e.g. 'pawprint/'; '' for the bucket's root. */
  prefix?: string;
  /** The S3 client's settings: region, endpoint (for S3-compatible servers), credentials, forcePathStyle. */
  client: S3ClientConfig;
}

const OFFSET_DIGITS = 16;
const partName = (offset: number): string => `${String(offset).padStart(OFFSET_DIGITS, '0')}.rec`;
const offsetOf = (key: string): number => Number(key.slice(key.lastIndexOf('/') + 1, -'.rec'.length));

export function s3SessionStorage(options: S3SessionStorageOptions): SessionFiles {
  const client = new S3Client(options.client);
  const bucket = options.bucket;
  const prefix = options.prefix ?? '';
  const sessionsPrefix = `${prefix}sessions/`;
  const partsPrefix = (id: string) => `${sessionsPrefix}${id}/`;
  const uploadsPrefix = (id: string) => `${prefix}uploads/${id}/`;

  async function keysUnder(keyPrefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: keyPrefix, ContinuationToken: token }));
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  const parts = async (id: string): Promise<{ key: string; offset: number }[]> =>
    (await keysUnder(partsPrefix(id))).filter((k) => k.endsWith('.rec')).map((key) => ({ key, offset: offsetOf(key) })).sort((a, b) => a.offset - b.offset);

  /** Every stored part with its size, so sizes and positions need no object read. */
  async function sizedParts(keyPrefix: string): Promise<{ key: string; offset: number; size: number }[]> {
    const found: { key: string; offset: number; size: number }[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: keyPrefix, ContinuationToken: token }));
      for (const item of page.Contents ?? []) {
        if (item.Key?.endsWith('.rec')) found.push({ key: item.Key, offset: offsetOf(item.Key), size: item.Size ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort((a, b) => a.offset - b.offset);
  }

  async function getBytes(key: string): Promise<Uint8Array> {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return answer.Body ? new Uint8Array(await answer.Body.transformToByteArray()) : new Uint8Array(0);
  }

  const put = (key: string, body: Uint8Array) =>
    client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'application/octet-stream' }));

  async function deleteKeys(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }));
    }
  }

  return {
    async list() {
      const ids = new Set<string>();
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: sessionsPrefix, Delimiter: '/', ContinuationToken: token }));
        for (const common of page.CommonPrefixes ?? []) {
          const id = common.Prefix?.slice(sessionsPrefix.length, -1);
          if (id) ids.add(id);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return [...ids];
    },
    async read(id) {
      return joinBytes(await Promise.all((await parts(id)).map((p) => getBytes(p.key))));
    },
    async sizes() {
      const sizes = new Map<string, number>();
      for (const part of await sizedParts(sessionsPrefix)) {
        const id = part.key.slice(sessionsPrefix.length, part.key.lastIndexOf('/'));
        sizes.set(id, Math.max(sizes.get(id) ?? 0, part.offset + part.size));
      }
      return sizes;
    },
    async *readChunks(id, from = 0) {
      // One object per append: each is a chunk, read only once the reader wants it.
      for (const part of await sizedParts(partsPrefix(id))) {
        if (part.offset + part.size <= from) continue;
        const bytes = await getBytes(part.key);
        yield part.offset < from ? bytes.subarray(from - part.offset) : bytes;
      }
    },
    async readAt(id, position, length) {
      const out = new Uint8Array(length);
      let filled = 0;
      for (const part of await sizedParts(partsPrefix(id))) {
        const end = part.offset + part.size;
        if (end <= position || part.offset >= position + length) continue;
        const bytes = await getBytes(part.key);
        const start = Math.max(position, part.offset);
        const stop = Math.min(position + length, end);
        out.set(bytes.subarray(start - part.offset, stop - part.offset), start - position);
        filled += stop - start;
      }
      return filled === length ? out : out.subarray(0, filled);
    },
    async truncate(id, length) {
      const gone: string[] = [];
      for (const part of await parts(id)) {
        if (part.offset >= length) gone.push(part.key);
        else {
          const bytes = await getBytes(part.key);
          if (part.offset + bytes.length > length) await put(part.key, bytes.subarray(0, length - part.offset));
        }
      }
      await deleteKeys(gone);
    },
    async append(id, bytes, currentLength) {
      await put(`${partsPrefix(id)}${partName(currentLength)}`, bytes);
    },
    async writeUpload(id, name, bytes) {
      await put(`${uploadsPrefix(id)}${name}`, bytes);
    },
    async readUpload(id, name) {
      const key = `${uploadsPrefix(id)}${name}`;
      // Listing first tells a missing upload apart from a failing store, which must still throw.
      if (!(await keysUnder(key)).includes(key)) return null;
      return getBytes(key);
    },
    async openUpload(id, name) {
      const key = `${uploadsPrefix(id)}${name}`;
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: key }));
      const item = (listed.Contents ?? []).find((c) => c.Key === key);
      if (!item) return null;
      return {
        size: item.Size ?? 0,
        async *read(start, end) {
          if (end < start) return;
          // The object store sends only the range asked for, as it reads it.
          const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=${start}-${end}` }));
          if (!answer.Body) return;
          for await (const chunk of answer.Body as AsyncIterable<Uint8Array>) yield chunk;
        },
      };
    },
    async writeUploadStream(id, name, chunks, maxBytes) {
      // Held until complete, then put as one object: a refused upload leaves nothing in the bucket.
      const whole = await wholeUpload(chunks, maxBytes);
      await put(`${uploadsPrefix(id)}${name}`, whole);
      return whole.length;
    },
    async readIndex() {
      const key = `${prefix}index.json`;
      if (!(await keysUnder(key)).includes(key)) return null;
      return getBytes(key);
    },
    async writeIndex(bytes) {
      // A put replaces the object whole: a reader sees the old index or the new one.
      await put(`${prefix}index.json`, bytes);
    },
    async remove(id) {
      await deleteKeys([...(await keysUnder(partsPrefix(id))), ...(await keysUnder(uploadsPrefix(id)))]);
    },
    async close() {
      client.destroy();
    },
  };
}

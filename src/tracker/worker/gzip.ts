// The compressor for batches above the compression threshold. It is the browser's own gzip
// (CompressionStream), so the agent ships no compressor and the worker holds these few lines itself
// (a chunk of their own cost more than they weigh); a browser without it makes this reject, and the
// sender then sends the batch as it is.
export async function gzipSync(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

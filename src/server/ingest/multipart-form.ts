// Reads a multipart/form-data body (the agent's canvas snapshots) into its file parts.

export interface FormFile {
  field: string;
  filename: string;
  contentType: string;
  data: Uint8Array;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

export function boundaryOf(contentType: string | undefined): string | null {
  const match = /^multipart\/form-data\s*;.*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2]) : null;
}

/** The file parts of the body, or null when it is not well-formed multipart. */
export function readFormFiles(body: Uint8Array, boundary: string): FormFile[] | null {
  const buffer = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const delimiter = Buffer.from(`--${boundary}`);
  let pos = buffer.indexOf(delimiter);
  if (pos < 0) return null;
  const files: FormFile[] = [];
  for (;;) {
    pos += delimiter.length;
    if (buffer.subarray(pos, pos + 2).toString() === '--') return files;
    if (!buffer.subarray(pos, pos + 2).equals(CRLF)) return null;
    pos += 2;
    const headerEnd = buffer.indexOf(HEADER_END, pos);
    if (headerEnd < 0) return null;
    const headers = buffer.subarray(pos, headerEnd).toString('utf8');
    const next = buffer.indexOf(Buffer.concat([CRLF, delimiter]), headerEnd + 4);
    if (next < 0) return null;
    const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const field = /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? '';
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
    const contentType = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream';
    if (filename !== undefined) files.push({ field, filename, contentType, data: new Uint8Array(buffer.subarray(headerEnd + 4, next)) });
    pos = next + 2;
  }
}

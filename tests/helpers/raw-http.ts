// Raw HTTP/1.1 exchanges for the cases a client library cannot make reliably on a real socket, e.g. a body
// announced larger than the server accepts: the server may answer and close before a client finishes
// writing it (EPIPE). Only the head and a few bytes are sent; the answer is read until the socket closes.
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

export function parseRawAnswer(text: string): RawAnswer {
  const split = text.indexOf('\r\n\r\n');
  const head = split === -1 ? text : text.slice(0, split);
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  return { status, headers: head, body: split === -1 ? '' : text.slice(split + 4) };
}

/** Writes `text` to the server at `origin` (http://host:port) and resolves with its answer. */
export function rawExchange(origin: string, text: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port || 80), hostname, () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // A complete answer with a known length ends the exchange even if the server keeps the socket open.
      const answer = parseRawAnswer(Buffer.concat(chunks).toString('utf8'));
      const length = /content-length: (\d+)/i.exec(answer.headers)?.[1];
      if (length !== undefined && Buffer.byteLength(answer.body) >= Number(length)) socket.destroy();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' ? undefined : reject(error)));
    socket.on('close', () => resolve(parseRawAnswer(Buffer.concat(chunks).toString('utf8'))));
  });
}

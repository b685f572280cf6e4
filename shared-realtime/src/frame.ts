/**
 * A STOMP 1.2 frame codec (https://stomp.github.io/stomp-specification-1.2.html).
 * SockJS carries text, so frames travel as strings, but content-length counts UTF-8 bytes: a Chinese
 * body of n characters is 3n bytes long.
 */

export interface Frame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

export class FrameError extends Error {}

const NUL = 0;
const LF = 10;
const CR = 13;

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder('utf-8', { fatal: true });

/** CONNECT and CONNECTED keep their headers raw, for 1.0 clients that do not know the escapes. */
const escapes = (command: string): boolean => command !== 'CONNECT' && command !== 'CONNECTED';

const ESCAPE: Record<string, string> = { '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' };
const UNESCAPE: Record<string, string> = { '\\\\': '\\', '\\r': '\r', '\\n': '\n', '\\c': ':' };

const escapeHeader = (value: string): string => value.replace(/[\\\r\n:]/g, (char) => ESCAPE[char]);

function unescapeHeader(value: string): string {
  return value.replace(/\\.?/g, (sequence) => {
    const char = UNESCAPE[sequence];
    if (char === undefined) throw new FrameError(`undefined escape sequence ${JSON.stringify(sequence)}`);
    return char;
  });
}

/** The frame as text; a body gets its content-length in bytes so it may hold NULs. */
export function encodeFrame(frame: Frame): string {
  const headers: Record<string, string> = { ...frame.headers };
  if (frame.body.length > 0) headers['content-length'] = String(utf8.encode(frame.body).length);
  const encodeHeader = escapes(frame.command) ? escapeHeader : (value: string) => value;
  const lines = Object.entries(headers).map(
    ([name, value]) => `${encodeHeader(name)}:${encodeHeader(value)}`,
  );
  return `${[frame.command, ...lines].join('\n')}\n\n${frame.body}\0`;
}

/**
 * The MESSAGE frames of one published JSON body, as encodeFrame writes them: the destination, the body
 * and its byte length are encoded once for every subscription it reaches (thousands of walls), only the
 * subscription and the message-id per delivery.
 */
export function messageFrames(
  destination: string,
  json: string,
): (subscription: string, messageId: string) => string {
  const head = `MESSAGE\ndestination:${escapeHeader(destination)}\nmessage-id:`;
  const tail = `\ncontent-type:application/json${json.length > 0 ? `\ncontent-length:${utf8.encode(json).length}` : ''}\n\n${json}\0`;
  return (subscription, messageId) =>
    `${head}${escapeHeader(messageId)}\nsubscription:${escapeHeader(subscription)}${tail}`;
}

/** A heart-beat is a lone end of line. */
export const HEARTBEAT = '\n';

/**
 * Reads frames from a stream of text chunks; a frame may span chunks and a chunk may hold several
 * frames and heart-beats. Throws FrameError on a malformed or oversized frame.
 */
export class FrameDecoder {
  private buffer = new Uint8Array(0);

  constructor(private readonly maxFrameBytes = 1024 * 1024) {}

  push(chunk: string): Frame[] {
    this.append(utf8.encode(chunk));
    const frames: Frame[] = [];
    for (;;) {
      this.skipHeartbeats();
      const frame = this.next();
      if (!frame) break;
      frames.push(frame);
    }
    if (this.buffer.length > this.maxFrameBytes) throw new FrameError('frame too large');
    return frames;
  }

  private append(bytes: Uint8Array): void {
    const joined = new Uint8Array(this.buffer.length + bytes.length);
    joined.set(this.buffer);
    joined.set(bytes, this.buffer.length);
    this.buffer = joined;
  }

  private skipHeartbeats(): void {
    let start = 0;
    while (start < this.buffer.length && (this.buffer[start] === LF || this.buffer[start] === CR)) start++;
    this.buffer = this.buffer.subarray(start);
  }

  /** The first complete frame, removed from the buffer, or null while it is incomplete. */
  private next(): Frame | null {
    const headEnd = findHeadEnd(this.buffer);
    if (!headEnd) return null;
    const [command, ...lines] = splitLines(fromUtf8.decode(this.buffer.subarray(0, headEnd.at)));
    const headers = parseHeaders(command, lines);
    const bodyStart = headEnd.at + headEnd.length;
    const declared = headers['content-length'];
    let bodyEnd: number;
    if (declared !== undefined) {
      if (!/^\d+$/.test(declared)) throw new FrameError(`bad content-length ${declared}`);
      bodyEnd = bodyStart + Number(declared);
      if (this.buffer.length <= bodyEnd) return null;
      if (this.buffer[bodyEnd] !== NUL) throw new FrameError('frame body not followed by NUL');
    } else {
      bodyEnd = this.buffer.indexOf(NUL, bodyStart);
      if (bodyEnd < 0) return null;
    }
    const body = fromUtf8.decode(this.buffer.subarray(bodyStart, bodyEnd));
    this.buffer = this.buffer.subarray(bodyEnd + 1);
    return { command, headers, body };
  }
}

/** Where the blank line ending the headers starts and how long it is (LF LF or CRLF CRLF). */
function findHeadEnd(buffer: Uint8Array): { at: number; length: number } | null {
  for (let index = 0; index < buffer.length; index++) {
    if (buffer[index] !== LF) continue;
    if (buffer[index + 1] === LF) return { at: index, length: 2 };
    if (buffer[index + 1] === CR && buffer[index + 2] === LF) return { at: index, length: 3 };
  }
  return null;
}

const splitLines = (head: string): string[] => head.split('\n').map((line) => line.replace(/\r$/, ''));

function parseHeaders(command: string, lines: string[]): Record<string, string> {
  const decodeHeader = escapes(command) ? unescapeHeader : (value: string) => value;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) throw new FrameError(`header without colon: ${JSON.stringify(line)}`);
    const name = decodeHeader(line.slice(0, colon));
    // A repeated header keeps its first value (STOMP 1.2 "Repeated Header Entries").
    if (!Object.hasOwn(headers, name)) headers[name] = decodeHeader(line.slice(colon + 1));
  }
  return headers;
}

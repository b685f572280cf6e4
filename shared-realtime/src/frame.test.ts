import { describe, expect, it } from 'vitest';
import { encodeFrame, FrameDecoder, FrameError, messageFrames } from './frame';

const decode = (text: string) => new FrameDecoder().push(text);

describe('STOMP 1.2 frame codec', () => {
  it('encodes command, headers, blank line, body and NUL', () => {
    expect(encodeFrame({ command: 'SEND', headers: { destination: '/app/x' }, body: '{}' })).toBe(
      'SEND\ndestination:/app/x\ncontent-length:2\n\n{}\0',
    );
    expect(encodeFrame({ command: 'DISCONNECT', headers: {}, body: '' })).toBe('DISCONNECT\n\n\0');
  });

  it('encodes the MESSAGE frames of one body for many subscriptions as encodeFrame does each', () => {
    for (const body of [JSON.stringify({ 塔吊: '1号', 风速: 7.2 }), '']) {
      const frames = messageFrames('/topic/timeLog/1', body);
      for (const [subscription, messageId] of [
        ['sub-0', '1'],
        ['a:b\\c', '2'],
      ]) {
        const headers = { destination: '/topic/timeLog/1', 'message-id': messageId, subscription };
        expect(frames(subscription, messageId)).toBe(
          encodeFrame({
            command: 'MESSAGE',
            headers: { ...headers, 'content-type': 'application/json' },
            body,
          }),
        );
      }
    }
  });

  it('counts content-length in UTF-8 bytes and reads Chinese bodies back intact', () => {
    const body = JSON.stringify({ name: '塔吊一号', alarm: '超载' });
    const text = encodeFrame({ command: 'MESSAGE', headers: { destination: '/topic/timeLog/1' }, body });
    expect(text).toContain(`content-length:${Buffer.byteLength(body)}\n`);
    expect(Buffer.byteLength(body)).toBeGreaterThan(body.length);
    expect(decode(text)).toEqual([
      {
        command: 'MESSAGE',
        headers: { destination: '/topic/timeLog/1', 'content-length': String(Buffer.byteLength(body)) },
        body,
      },
    ]);
  });

  it('escapes \\n \\c \\\\ \\r in headers and reads them back', () => {
    const headers = { 'a:b': 'line\none', path: 'c:\\dir', cr: 'x\ry' };
    const text = encodeFrame({ command: 'SEND', headers, body: '' });
    expect(text).toBe('SEND\na\\cb:line\\none\npath:c\\c\\\\dir\ncr:x\\ry\n\n\0');
    expect(decode(text)[0].headers).toEqual(headers);
  });

  it('leaves CONNECT and CONNECTED headers unescaped', () => {
    const text = encodeFrame({ command: 'CONNECT', headers: { passcode: 'a\\b' }, body: '' });
    expect(text).toBe('CONNECT\npasscode:a\\b\n\n\0');
    expect(decode('CONNECTED\nserver:a\\c\n\n\0')[0].headers).toEqual({ server: 'a\\c' });
  });

  it('refuses an undefined escape sequence', () => {
    expect(() => decode('SEND\ndestination:a\\tb\n\n\0')).toThrow(FrameError);
  });

  it('keeps a NUL inside a body whose content-length is given', () => {
    const frames = decode('SEND\ncontent-length:3\n\na\0b\0');
    expect(frames[0].body).toBe('a\0b');
    expect(() => decode('SEND\ncontent-length:1\n\nab\0')).toThrow(FrameError);
  });

  it('ends a body without content-length at the first NUL', () => {
    expect(decode('SEND\ndestination:d\n\nhello\0')[0].body).toBe('hello');
  });

  it('accepts CRLF line ends, skips heart-beat EOLs and keeps the first of repeated headers', () => {
    const frames = decode('\n\r\nSEND\r\nfoo:first\r\nfoo:second\r\n\r\nbody\0\n\n');
    expect(frames).toEqual([{ command: 'SEND', headers: { foo: 'first' }, body: 'body' }]);
    expect(decode('\n\n\r\n')).toEqual([]);
  });

  it('assembles frames split across chunks and splits frames sharing a chunk', () => {
    const decoder = new FrameDecoder();
    const text = encodeFrame({ command: 'MESSAGE', headers: { destination: 'd' }, body: '工地' });
    const twice = text + text;
    expect(decoder.push(twice.slice(0, 10))).toEqual([]);
    expect(decoder.push(twice.slice(10, text.length + 3))).toHaveLength(1);
    expect(decoder.push(twice.slice(text.length + 3))).toHaveLength(1);
  });

  it('refuses a frame larger than the limit', () => {
    expect(() => new FrameDecoder(16).push(`SEND\n\n${'x'.repeat(32)}`)).toThrow(FrameError);
  });
});

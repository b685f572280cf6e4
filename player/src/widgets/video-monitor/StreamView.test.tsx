/** @jsxImportSource preact */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../../test/harness';
import { STALL_MS, StreamView } from './StreamView';

const CAMERA = 'http://10.0.0.11/mjpg/video.mjpg';
const noop = () => {};

let host: HTMLElement;
afterEach(() => {
  render(null, host);
  host.remove();
  vi.useRealTimers();
});

/** Shows a stream and records, for each removal of the picture's source, whether it was in the document. */
async function showStream(url: string) {
  host = document.createElement('div');
  document.body.append(host);
  act(() => render(<StreamView url={url} kind="image" live={false} onFail={noop} />, host));
  await settle();
  const img = host.querySelector('img') as HTMLImageElement;
  const removedWhileShown: boolean[] = [];
  const removeAttribute = img.removeAttribute.bind(img);
  img.removeAttribute = (name: string) => {
    if (name === 'src') removedWhileShown.push(img.isConnected);
    removeAttribute(name);
  };
  return { img, removedWhileShown };
}

describe('a live stream', () => {
  it('lets go of its connection while the picture is still in the document', async () => {
    const { img, removedWhileShown } = await showStream(CAMERA);
    act(() => render(null, host));
    await settle();
    // Chromium keeps a detached <img> whose source is removed afterwards alive for good.
    expect(removedWhileShown).toEqual([true]);
    expect(img.hasAttribute('src')).toBe(false);
  });

  it('keeps a new address given to the same picture', async () => {
    const { img, removedWhileShown } = await showStream(CAMERA);
    const next = 'http://10.0.0.11/mjpg/video.mjpg?token=2';
    act(() => render(<StreamView url={next} kind="image" live={false} onFail={noop} />, host));
    await settle();
    expect(host.querySelector('img')).toBe(img);
    expect(img.getAttribute('src')).toBe(next);
    expect(removedWhileShown).toEqual([]);
  });

  it('fails a live picture the stream left broken, which fires no error', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    host = document.createElement('div');
    document.body.append(host);
    const onFail = vi.fn();
    act(() => render(<StreamView url={CAMERA} kind="image" live onFail={onFail} />, host));
    await settle();
    const img = host.querySelector('img') as HTMLImageElement;
    Object.defineProperty(img, 'complete', { value: true });
    Object.defineProperty(img, 'naturalWidth', { value: 0 });
    vi.advanceTimersByTime(STALL_MS);
    expect(onFail).toHaveBeenCalledOnce();
  });
});

/** @jsxImportSource preact */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FitLine } from './FitLine';

// jsdom lays nothing out: a line is 10 px a character at its set size, its box 100 px.
function getBoundingClientRect(this: HTMLElement) {
  const share = Number.parseFloat(this.style.fontSize) || 1;
  const width = this.tagName === 'SPAN' ? (this.textContent ?? '').length * 10 * share : 100;
  return { width } as DOMRect;
}

describe('FitLine', () => {
  let host: HTMLElement;

  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'getBoundingClientRect', {
      value: getBoundingClientRect,
      configurable: true,
    });
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => {
    render(null, host);
    host.remove();
    delete (HTMLElement.prototype as unknown as Record<string, unknown>).getBoundingClientRect;
  });

  const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  const line = (text: string) => act(() => render(<FitLine text={text}>{text}</FitLine>, host));
  const typeSize = () => (host.querySelector('span') as HTMLElement).style.fontSize;

  it('keeps a line that fits at its set size', async () => {
    await line('12345');
    await nextFrame();
    expect(typeSize()).toBe('');
  });

  it('shrinks a figure that grew a digit or two, and grows it back when it shrinks again', async () => {
    await line('123456789012');
    await nextFrame();
    expect(typeSize()).toBe('0.83em');
    await line('1234');
    await nextFrame();
    expect(typeSize()).toBe('');
  });

  it('leaves a line far too wide at its set size, to end in an ellipsis', async () => {
    await line('一段远远超过一百像素宽、缩小字号也放不下的长文字');
    await nextFrame();
    expect(typeSize()).toBe('');
    expect((host.querySelector('div') as HTMLElement).style.textOverflow).toBe('ellipsis');
  });
});

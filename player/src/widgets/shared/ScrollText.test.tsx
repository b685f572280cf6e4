/** @jsxImportSource preact */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ScrollText } from './ScrollText';

// jsdom lays nothing out: a text is as wide as 10 px a character, its box 100 px.
const sizes = {
  scrollWidth(this: HTMLElement) {
    return (this.textContent ?? '').length * 10;
  },
  clientWidth() {
    return 100;
  },
};

describe('ScrollText', () => {
  let host: HTMLElement;

  beforeEach(() => {
    for (const [name, get] of Object.entries(sizes))
      Object.defineProperty(HTMLElement.prototype, name, { get, configurable: true });
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => {
    render(null, host);
    host.remove();
    for (const name of Object.keys(sizes))
      delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });

  const copies = () => host.querySelectorAll('.pw-text > div > span').length;
  // Measures queued before this frame's callback run before it; act then lets the text re-render.
  const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

  it('measures in the next frame and scrolls a text wider than its box, drawn twice', async () => {
    await act(() => render(<ScrollText text="短" style={{}} layout="line" live />, host));
    await nextFrame();
    expect(copies()).toBe(1);
    await act(() =>
      render(
        <ScrollText text="一段远远超过一百像素宽、缩小字号也放不下的长文字" style={{}} layout="line" live />,
        host,
      ),
    );
    expect(copies()).toBe(1);
    await nextFrame();
    expect(copies()).toBe(2);
  });

  it('shrinks the type of a line a little too wide instead of scrolling it', async () => {
    // 120 px in 100: the type at 83 % fits.
    await act(() =>
      render(<ScrollText text="一段一百三十像素的文字吧" style={{}} layout="line" live />, host),
    );
    await nextFrame();
    expect(copies()).toBe(1);
    expect((host.querySelector('.pw-text > div') as HTMLElement).style.fontSize).toBe('0.83em');
  });

  it('reads the sizes of every text changed before a frame in that one frame', async () => {
    const texts = ['一', '二', '三'];
    await act(() =>
      render(
        <div>
          {texts.map((text) => (
            <ScrollText
              key={text}
              text={`${text}的一段很长很长很长很长很长很长的文字`}
              style={{}}
              layout="line"
              live
            />
          ))}
        </div>,
        host,
      ),
    );
    await nextFrame();
    expect(host.querySelectorAll('.pw-text > div > span')).toHaveLength(6);
  });
});

/**
 * Stand-in for `charts/echarts` in jsdom (no canvas): records the options set and the pixel ratio
 * asked for. Use with `vi.mock('<path>/charts/echarts', () => import('<path>/test/fake-echarts'))`.
 */
export const drawn: { options: Record<string, unknown>[]; ratio?: number } = { options: [] };

export function init(_element: HTMLElement, _theme: unknown, opts: { devicePixelRatio: number }) {
  drawn.ratio = opts.devicePixelRatio;
  return {
    setOption: (option: Record<string, unknown>) => drawn.options.push(option),
    resize: () => {},
    dispose: () => {},
  };
}

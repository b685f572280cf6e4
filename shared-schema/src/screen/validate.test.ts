import { describe, expect, it } from 'vitest';
import { createComponent, WIDGET_TYPES } from './catalogue';
import { createScreenDocument } from './document';
import type { ScreenComponent, ScreenDocument } from './types';
import { MAX_GROUP_DEPTH, validateComponent, validateScreen } from './validate';

function screenWith(...components: ScreenComponent[]): ScreenDocument {
  const doc = createScreenDocument();
  doc.componentData.push(...components);
  return doc;
}

function errorsOf(doc: unknown): string[] {
  const result = validateScreen(doc);
  return result.ok ? [] : result.errors;
}

function text(left = 0): ScreenComponent {
  return createComponent('VText', { left, top: 0 });
}

describe('validateScreen', () => {
  it('accepts a document made of every catalogued widget', () => {
    const doc = screenWith(...WIDGET_TYPES.map((type, i) => createComponent(type, { left: i * 10, top: i })));
    expect(errorsOf(doc)).toEqual([]);
  });

  it('explains a wrong style field with its path', () => {
    const doc = screenWith(text(), text(), text(), text());
    (doc.componentData[3].style as Record<string, unknown>).width = 'wide';
    expect(errorsOf(doc)).toEqual(['componentData[3].style.width: expected a number']);
  });

  it('returns every error of a badly broken document, not only the first', () => {
    const doc = screenWith(text(), createComponent('VTable', { left: 0, top: 0 }), text()) as unknown as {
      canvasStyleData: Record<string, unknown>;
      componentData: Record<string, unknown>[];
    };
    delete doc.canvasStyleData.width;
    doc.canvasStyleData.opacity = 2;
    doc.componentData[0].isLock = 'no';
    doc.componentData[0].propValue = 42;
    (doc.componentData[1].propValue as { data: unknown[] }).data[1] = ['ok', 7];
    (doc.componentData[1].propValue as Record<string, unknown>).stripe = 'yes';
    delete (doc.componentData[2].style as Record<string, unknown>).top;
    (doc.componentData[2].style as Record<string, unknown>).textAlign = 'center';
    expect(errorsOf(doc)).toEqual([
      'canvasStyleData.width: expected a number',
      'canvasStyleData.opacity: expected a number from 0 to 1',
      'componentData[0].isLock: expected a boolean',
      'componentData[0].propValue: expected a string',
      'componentData[1].propValue.data[1][1]: expected a string',
      'componentData[1].propValue.stripe: expected a boolean',
      'componentData[2].style.top: expected a number',
      'componentData[2].style.textAlign: expected one of 0, 1, 2',
    ]);
  });

  it('qualifies errors inside nested group children', () => {
    const inner = createComponent('Group', { left: 0, top: 0 });
    const star = createComponent('SVGStar', { left: 0, top: 0 });
    (star.style as Record<string, unknown>).top = null;
    inner.propValue = [text(), star];
    const outer = createComponent('Group', { left: 0, top: 0 });
    outer.propValue = [inner];
    expect(errorsOf(screenWith(text(), outer))).toEqual([
      'componentData[1].propValue[0].propValue[1].style.top: expected a number',
    ]);
  });

  it('checks chart options, data sources, linkage and video fields', () => {
    const chart = createComponent('VChart', { left: 0, top: 0 });
    const option = chart.propValue.option as Record<string, unknown>;
    option.title = { show: 'yes', text: '标题' };
    option.series = [{ type: 'bar', data: [1] }, { data: 'x' }];
    const button = createComponent('VButton', { left: 0, top: 0 });
    button.request = {
      url: '',
      method: 'PATCH',
      paramType: 'object',
      data: [['a']],
      series: false,
      time: -1,
      requestCount: 0.5,
    } as never;
    button.linkage = {
      duration: 1,
      data: [{ id: 'x', event: 'v-dblclick', style: [{ key: 'color', value: null }] }],
    } as never;
    const monitor = createComponent('VideoMonitor', { left: 0, top: 0 });
    monitor.videoNum = 5;
    monitor.deviceList = [{ deviceId: 7 } as never];
    expect(errorsOf(screenWith(chart, button, monitor))).toEqual([
      'componentData[0].propValue.option.title.show: expected a boolean',
      'componentData[0].propValue.option.series[1].type: expected a string',
      'componentData[0].propValue.option.series[1].data: expected an array',
      'componentData[1].request.method: expected one of "GET", "POST", "PUT", "DELETE"',
      'componentData[1].request.data[0]: expected a string or a [name, value] pair of strings',
      'componentData[1].request.time: expected a number >= 0',
      'componentData[1].request.requestCount: expected an integer >= 0',
      'componentData[1].linkage.data[0].event: expected one of "v-click", "v-hover", ""',
      'componentData[1].linkage.data[0].style[0].value: expected a number or a string',
      'componentData[2].videoNum: expected one of 1, 4, 9',
      'componentData[2].deviceList[0].deviceId: expected a string',
    ]);
  });

  it('reports repeated ids with the place of their first use', () => {
    const a = text();
    const child = text();
    child.id = a.id;
    const group = createComponent('Group', { left: 0, top: 0 });
    group.propValue = [child];
    expect(errorsOf(screenWith(a, group))).toEqual([
      `componentData[1].propValue[0].id: duplicate id ${JSON.stringify(a.id)}, first used at componentData[0].id`,
    ]);
  });

  it('answers, without throwing, for anything that is not a document', () => {
    expect(errorsOf(null)).toEqual([
      '(root): expected an object with schemaVersion, canvasStyleData and componentData',
    ]);
    expect(errorsOf([])).toHaveLength(1);
    expect(errorsOf({ schemaVersion: 1 })).toEqual([
      'canvasStyleData: expected an object',
      'componentData: expected an array',
    ]);
    expect(errorsOf({ ...createScreenDocument(), componentData: [null, 'x'] })).toEqual([
      'componentData[0]: expected an object (a component)',
      'componentData[1]: expected an object (a component)',
    ]);
  });

  it('judges a hole in an array as the null JSON writes for it, not as nothing', () => {
    // Found by validate.property.test.ts: holes were skipped, so a document passed here and was
    // refused once saved.
    const holes: unknown[] = [];
    holes.length = 1;
    expect(errorsOf({ ...createScreenDocument(), componentData: holes })).toEqual([
      'componentData[0]: expected an object (a component)',
    ]);
    const table = createComponent('VTable', { left: 0, top: 0 });
    const header = table.propValue.data[0];
    header.length += 1;
    expect(errorsOf(screenWith(table))).toEqual([
      `componentData[0].propValue.data[0][${header.length - 1}]: expected a string`,
    ]);
  });

  it('asks for a migration when the version is not the current one', () => {
    expect(errorsOf({ ...createScreenDocument(), schemaVersion: 0 })).toEqual([
      'schemaVersion: expected 1 (migrate older documents first)',
    ]);
  });

  it('stops at groups nested too deep, even a group that holds itself', () => {
    const group = createComponent('Group', { left: 0, top: 0 });
    (group.propValue as ScreenComponent[]).push(group);
    const errors = errorsOf(screenWith(group));
    expect(errors.at(-1)).toMatch(new RegExp(`propValue: groups nested deeper than ${MAX_GROUP_DEPTH}$`));
  });

  it('keeps unknown fields and unknown widget types: the value is the document itself', () => {
    const doc = screenWith(text()) as ScreenDocument & Record<string, unknown>;
    doc.publishedBy = 'admin';
    doc.componentData.push({
      ...createComponent('VText', { left: 0, top: 0 }),
      component: 'FutureWidget',
      propValue: { anything: [1, 2, 3] },
      futureField: { nested: true },
    });
    const result = validateScreen(doc);
    expect(result.ok && result.value).toBe(doc);
  });

  it('caps a flood of errors and says how many were left out', () => {
    const doc = screenWith(...Array.from({ length: 1200 }, () => text()));
    for (const component of doc.componentData) (component.style as Record<string, unknown>).width = 'x';
    const errors = errorsOf(doc);
    expect(errors).toHaveLength(1001);
    expect(errors.at(-1)).toBe('… and 200 more errors');
  });

  it('validates a 500-component document in a few milliseconds', () => {
    const types = WIDGET_TYPES.filter((type) => type !== 'Group');
    const doc = screenWith(
      ...Array.from({ length: 500 }, (_, i) => createComponent(types[i % types.length], { left: i, top: i })),
    );
    let result = validateScreen(doc);
    let elapsed = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 5; run++) {
      const start = performance.now();
      result = validateScreen(doc);
      elapsed = Math.min(elapsed, performance.now() - start);
    }
    console.info(`validated 500 components in ${elapsed.toFixed(2)} ms (best of 5)`);
    expect(result.ok).toBe(true);
    // Typically well under 5 ms; the bound leaves room for a busy test machine.
    expect(elapsed).toBeLessThan(50);
  });
});

describe('validateComponent', () => {
  it('checks a pasted component against the ids already on the canvas', () => {
    const pasted = text();
    expect(validateComponent(pasted, 'pasted', ['a', 'b']).ok).toBe(true);
    const result = validateComponent(pasted, 'pasted', [pasted.id]);
    expect(result.ok ? [] : result.errors).toEqual([
      `pasted.id: duplicate id ${JSON.stringify(pasted.id)}, first used at the canvas`,
    ]);
  });
});

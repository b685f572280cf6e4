import type { Linkage } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import {
  addStyle,
  addTarget,
  removeStyle,
  removeTarget,
  setEvent,
  setStyleKey,
  setStyleValue,
  setTarget,
} from './linkage-rules';

const start: Linkage = { duration: 2, data: [] };

describe('linkage rules', () => {
  it('adds a target row that is clicked and has one empty style pair', () => {
    expect(addTarget(start).data).toEqual([{ id: '', event: 'v-click', style: [{ key: '', value: '' }] }]);
  });

  it('clears the value when the style key changes', () => {
    let linkage = setStyleValue(setStyleKey(addTarget(start), 0, 0, 'opacity'), 0, 0, '0.5');
    expect(linkage.data[0]?.style[0]).toEqual({ key: 'opacity', value: '0.5' });
    linkage = setStyleKey(linkage, 0, 0, 'background');
    expect(linkage.data[0]?.style[0]).toEqual({ key: 'background', value: '' });
  });

  it('keeps the value when the same key is chosen again', () => {
    const linkage = setStyleValue(setStyleKey(addTarget(start), 0, 0, 'color'), 0, 0, 'red');
    expect(setStyleKey(linkage, 0, 0, 'color').data[0]?.style[0]?.value).toBe('red');
  });

  it('sets the target and the event, adds and removes style pairs and targets', () => {
    let linkage = setEvent(setTarget(addTarget(start), 0, 'c1', '文字'), 0, 'v-hover');
    linkage = addStyle(linkage, 0);
    expect(linkage.data[0]).toMatchObject({ id: 'c1', label: '文字', event: 'v-hover' });
    expect(linkage.data[0]?.style).toHaveLength(2);
    expect(removeStyle(linkage, 0, 1).data[0]?.style).toHaveLength(1);
    expect(removeTarget(linkage, 0).data).toEqual([]);
    expect(linkage.duration).toBe(2);
  });
});

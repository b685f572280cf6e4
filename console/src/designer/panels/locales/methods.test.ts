import { IN_METHODS, OUT_METHODS, STOP_METHODS } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { panelEn } from './en';
import { panelEs } from './es';
import { panelJa } from './ja';
import { panelZh } from './zh';

describe('the in/out/stop method names', () => {
  it('are the seed names in Chinese, and every method has its own name in every other language', () => {
    expect(panelZh.methods.in.fadeIn).toBe('淡入');
    for (const texts of [panelEn, panelEs, panelJa]) {
      for (const [kind, methods] of [
        ['in', IN_METHODS],
        ['out', OUT_METHODS],
        ['stop', STOP_METHODS],
      ] as const) {
        for (const { value, label } of methods) {
          expect(texts.methods[kind][value], `${kind}.${value}`).toBeTruthy();
          expect(texts.methods[kind][value]).not.toBe(label);
        }
      }
    }
  });
});

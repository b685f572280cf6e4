import { describe, expect, it, vi } from 'vitest';
import { readIdcard } from './read-idcard';
import { renderIdcardFront } from './render-card';

// A machine where onnxruntime-node's native binary cannot load: importing the engine fails.
vi.mock('@gutenye/ocr-node', () => {
  throw new Error('libonnxruntime.so.1: cannot open shared object file');
});

describe('readIdcard without a working OCR engine', () => {
  it('answers null and logs the failure once', async () => {
    const card = await renderIdcardFront({
      personName: '王建国',
      gender: '1',
      nation: '汉',
      birthDate: '1990-03-07',
      address: '浙江省杭州市西湖区文三路100号',
      idcardNumber: '330106199003070137',
    });
    const warnings: string[] = [];
    const log = { warn: (_details: object, message: string) => warnings.push(message) };
    expect(await readIdcard(card, 'front', log)).toBeNull();
    expect(await readIdcard(card, 'back', log)).toBeNull();
    expect(warnings).toEqual(['ID-card reading is off: the OCR engine did not start']);
  });
});

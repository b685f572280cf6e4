import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const ENGINE = '@gutenye/ocr-node';

describe('readIdcard without a working OCR engine', () => {
  let modules: [typeof import('./read-idcard'), typeof import('./render-card')];
  // Files share a worker's modules: the engine may have started already, and the broken one must not
  // outlive this file.
  beforeAll(async () => {
    vi.resetModules();
    // A machine where onnxruntime-node's native binary cannot load: importing the engine fails.
    vi.doMock(ENGINE, () => {
      throw new Error('libonnxruntime.so.1: cannot open shared object file');
    });
    modules = await Promise.all([import('./read-idcard'), import('./render-card')]);
  });
  afterAll(() => {
    vi.doUnmock(ENGINE);
    vi.resetModules();
  });

  it('answers null and logs the failure once', async () => {
    const [{ readIdcard }, { renderIdcardFront }] = modules;
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

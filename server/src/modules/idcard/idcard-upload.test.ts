import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { API, type IdcardUploadAnswer } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import { uploadForm } from '../../test/uploads';
import { renderIdcardBack, renderIdcardFront } from './render-card';

const FRONT = {
  personName: '李秀兰',
  gender: '2',
  nation: '回',
  birthDate: '1985-10-02',
  address: '河南省信阳市光山县紫水街道正大街12号',
  idcardNumber: '411522198510020028',
};
const BACK = { issuingAuthority: '光山县公安局', idcardStartDate: '2015-08-20', idcardEndDate: '2035-08-20' };

/** The first call loads the OCR engine; both cores may be busy with other test files. */
const OCR_TIMEOUT = 120_000;

describe('uploadIdcardImg reads the card', () => {
  let server: TestServer;
  let token: string;
  const upload = (form: FormData) => server.send<IdcardUploadAnswer>(API.idcardUpload, { body: form }, token);
  const png = (bytes: Buffer) => ({ bytes, name: 'card.png', type: 'image/png' });

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.login('manager');
  });
  afterAll(() => server.close());

  it(
    'answers what the front says (the front when no side is given)',
    async () => {
      const answer = await upload(uploadForm({}, png(await renderIdcardFront(FRONT))));
      expect(answer.code).toBe(200);
      expect(answer.data).toMatchObject({ side: 'front', idcardInfo: FRONT, attachId: expect.any(String) });
      expect(answer.data.filePath).toMatch(/^\/files\/o\/org-demo\/idcardImg\/\d{6}\/[\w-]+\.png$/);
    },
    OCR_TIMEOUT,
  );

  it(
    'answers the validity of the back',
    async () => {
      const answer = await upload(uploadForm({ side: 'back' }, png(await renderIdcardBack(BACK))));
      expect(answer.data).toMatchObject({ side: 'back', idcardInfo: { ...BACK, idcardTermStatus: 0 } });
    },
    OCR_TIMEOUT,
  );

  it('refuses a side that is neither front nor back and keeps no file of it', async () => {
    const stored = async () => (await readdir(join(server.dataDir, 'files'), { recursive: true })).length;
    const before = await stored();
    const answer = await upload(uploadForm({ side: 'left' }, png(await renderIdcardBack(BACK))));
    expect(answer).toMatchObject({ code: 400, message: 'side: 应为 front 或 back' });
    expect(await stored()).toBe(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectAgreements } from '../../db/schema';
import { openSeededDatabase } from '../../test/seeded-rows';
import { entriesOf, recordAnswers } from './entries';

const accepted = (platformCode: string) => ({ accepted: true, platformCode, message: '成功' });
const refused = (message: string) => ({ accepted: false, platformCode: '', message });

describe('recordAnswers', () => {
  let database: Awaited<ReturnType<typeof openSeededDatabase>>;
  let agreementId: string;

  beforeAll(async () => {
    database = await openSeededDatabase();
    [{ id: agreementId }] = await database.db.select({ id: projectAgreements.id }).from(projectAgreements);
  });
  afterAll(() => database.close());

  it('writes answers of every shape in one call, each row with its own values', async () => {
    const cert = { certNo: '浙A0001' };
    await recordAnswers(database.db, agreementId, 'PERSON', [
      { sourceId: 'p-1', answer: accepted('C1'), extra: cert },
      { sourceId: 'p-2', answer: accepted('C2') },
      { sourceId: 'p-3', answer: refused('班组未上传') },
      { sourceId: 'p-4', answer: accepted('C4'), extra: { certNo: '浙A0004' } },
    ]);
    const entries = await entriesOf(database.db, agreementId, 'PERSON', ['p-1', 'p-2', 'p-3', 'p-4']);
    expect(entries.get('p-1')).toMatchObject({ platformCode: 'C1', syncStatus: 1, extra: cert });
    expect(entries.get('p-2')).toMatchObject({ platformCode: 'C2', syncStatus: 1, extra: {} });
    expect(entries.get('p-3')).toMatchObject({
      platformCode: '',
      syncStatus: 2,
      resultMessage: '班组未上传',
    });
    expect(entries.get('p-4')).toMatchObject({ platformCode: 'C4', extra: { certNo: '浙A0004' } });
  });

  it('updates known rows: a refusal keeps the code and exit, an answer without extra keeps the extra', async () => {
    await recordAnswers(database.db, agreementId, 'PERSON', [
      { sourceId: 'p-1', answer: accepted('C1b') },
      { sourceId: 'p-2', answer: accepted('C2b') },
      { sourceId: 'p-4', answer: refused('人员已锁定') },
    ]);
    const entries = await entriesOf(database.db, agreementId, 'PERSON', ['p-1', 'p-2', 'p-4']);
    expect(entries.get('p-2')).toMatchObject({ platformCode: 'C2b', syncStatus: 1 });
    expect(entries.get('p-1')).toMatchObject({
      platformCode: 'C1b',
      syncStatus: 1,
      extra: { certNo: '浙A0001' },
    });
    expect(entries.get('p-4')).toMatchObject({
      platformCode: 'C4',
      syncStatus: 2,
      resultMessage: '人员已锁定',
      extra: { certNo: '浙A0004' },
    });
  });
});

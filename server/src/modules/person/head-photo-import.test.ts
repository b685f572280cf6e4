import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { PageResult, PersonTaskDetail } from '@site/shared-schema';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { operateLogs, persons } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/server';
import { PNG } from '../../test/uploads';
import { waitForTask } from '../task/test-imports';

const IMPORT = '/front/sitePerson/importHeadImg';
const DETAIL = '/front/tenementFileTask/queryPersonImportDetail';
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946000101', 'hex'), Buffer.alloc(64)]);
const JOB_NUMBER = 'GH-PHOTO-01';

async function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, bytes] of Object.entries(files)) zip.addBuffer(bytes, name);
  zip.end();
  return buffer(zip.outputStream);
}

const form = (fields: Record<string, string>, files: [string, Buffer][], field = 'file') => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const [name, bytes] of files) body.append(field, new Blob([bytes]), name);
  return body;
};

describe('head-photo import (importHeadImg)', () => {
  let server: TestServer;
  let admin: string;
  let people: { personId: string; personName: string; idcardNumber: string }[];
  const db = () => server.app.taskRunner.deps.db;
  const details = async (taskId: string) =>
    (
      await server.post<PageResult<PersonTaskDetail>>(
        DETAIL,
        { businessId: '1', projectId: '1', taskId, pageNumber: 1, pageSize: 50, type: 'ADD' },
        admin,
      )
    ).data.records;
  const headPhoto = async (personId: string) =>
    (await db().select({ path: persons.headPhotoPath }).from(persons).where(eq(persons.id, personId)))[0]
      .path;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    people = await db()
      .select({ personId: persons.id, personName: persons.personName, idcardNumber: persons.idcardNumber })
      .from(persons)
      .where(and(eq(persons.projectId, '1'), ne(persons.idcardNumber, '')))
      .orderBy(asc(persons.id))
      .limit(3);
    await db().update(persons).set({ jobNumber: JOB_NUMBER }).where(eq(persons.id, people[1].personId));
    // An ID number with a check letter, whatever the day's demo data drew: named in small letters by one
    // photo and in capitals by another, it is one person.
    people[0].idcardNumber = `${people[0].idcardNumber.slice(0, 17)}X`;
    await db()
      .update(persons)
      .set({ idcardNumber: people[0].idcardNumber })
      .where(eq(persons.id, people[0].personId));
  });
  afterAll(() => server.close());

  it('matches the photos of a zip by ID number or job number and reports every file', async () => {
    const [first, second] = people;
    const zip = await zipOf({
      [`照片/${first.idcardNumber.toLowerCase()}.jpg`]: JPEG,
      [`${JOB_NUMBER}.png`]: PNG,
      '110101190001011234.png': PNG,
      '说明.txt': Buffer.from('不是照片'),
      [`${first.idcardNumber}.png`]: PNG,
      '__MACOSX/照片/._x.jpg': JPEG,
    });
    const answer = await server.send<{ taskId: string }>(
      IMPORT,
      { body: form({ projectId: '1' }, [['头像.zip', zip]]) },
      admin,
    );
    expect(answer).toMatchObject({ code: 200, message: '导入任务已创建，请在任务中心查看结果' });
    const task = await waitForTask(server, admin, answer.data.taskId);
    expect(task).toMatchObject({
      taskType: 'PERSON_IMPORT_HEADER',
      operateType: 'IMPORT',
      taskStatus: 'TASK_PART_FINISH',
      taskResult: '导入完成：成功2条，失败3条',
      fileName: '头像.zip',
      total: 5,
    });

    const rows = await details(answer.data.taskId);
    expect(rows.map((row) => [row.photoName, row.recordStatus, row.recordContent])).toEqual([
      [`${first.idcardNumber.toLowerCase()}.jpg`, 1, ''],
      [`${JOB_NUMBER}.png`, 1, ''],
      ['110101190001011234.png', 0, '未找到身份证号或工号为110101190001011234的人员'],
      ['说明.txt', 0, '不是图片文件'],
      [`${first.idcardNumber}.png`, 0, '身份证号或工号与第1行重复'],
    ]);
    expect(rows[0]).toMatchObject({
      personId: first.personId,
      personName: first.personName,
      idcardNumber: `${first.idcardNumber.slice(0, 6)}********${first.idcardNumber.slice(-4)}`,
      personPhotoPath: expect.stringMatching(/^\/files\/p\/1\/otherImg\/\d{6}\/[\w-]+\.jpg$/),
    });
    expect(rows[1]).toMatchObject({ personId: second.personId, jobNumber: JOB_NUMBER });
    expect(rows[2].personPhotoPath).toBe('');

    // The photo is the person's head photo now, served like an upload, and the change is logged.
    expect(`/files/${await headPhoto(first.personId)}`).toBe(rows[0].personPhotoPath);
    const served = await fetch(`${server.url}${rows[0].personPhotoPath}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(Buffer.from(await served.arrayBuffer())).toEqual(JPEG);
    const [log] = await db()
      .select()
      .from(operateLogs)
      .where(and(eq(operateLogs.module, 'person'), eq(operateLogs.targetId, first.personId)));
    expect(log).toMatchObject({ operateType: 'IMPORT', after: { headPhotoPath: rows[0].personPhotoPath } });
  });

  it('takes several images sent at once', async () => {
    const third = people[2];
    const answer = await server.send<{ taskId: string }>(
      IMPORT,
      {
        body: form(
          { projectId: '1' },
          [
            [`${third.idcardNumber}.PNG`, PNG],
            [`${JOB_NUMBER}.jpeg`, JPEG],
          ],
          'files',
        ),
      },
      admin,
    );
    expect(answer.code).toBe(200);
    expect(await waitForTask(server, admin, answer.data.taskId)).toMatchObject({
      taskStatus: 'TASK_ALL_FINISH',
      taskResult: '导入完成：成功2条，失败0条',
      fileName: `${third.idcardNumber}.PNG等2个文件`,
    });
    expect(await headPhoto(third.personId)).toMatch(/\.png$/);
    expect(await headPhoto(people[1].personId)).toMatch(/\.jpg$/);
  });

  it('refuses a call without a project, a photo or the right to it, and a broken zip, leaving nothing behind', async () => {
    const png: [string, Buffer][] = [['a.png', PNG]];
    expect(await server.send(IMPORT, { body: form({}, png) }, admin)).toMatchObject({
      code: 400,
      message: 'projectId: 必填',
    });
    expect(await server.send(IMPORT, { body: form({ projectId: '1' }, []) }, admin)).toMatchObject({
      code: 400,
      message: 'file: 必填',
    });
    expect(await server.send(IMPORT, { body: form({ projectId: '99' }, png) }, admin)).toMatchObject({
      code: 403,
    });
    const nobody = await server.login('nobody');
    expect(await server.send(IMPORT, { body: form({ projectId: '1' }, png) }, nobody)).toMatchObject({
      code: 403,
      message: '无权访问该资源',
    });
    const broken = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 7)]);
    expect(
      await server.send(IMPORT, { body: form({ projectId: '1' }, [['坏.zip', broken]]) }, admin),
    ).toMatchObject({
      code: 400,
      message: 'file: 压缩包坏.zip无法读取',
    });
    const incoming = join(server.dataDir, 'incoming');
    expect(existsSync(incoming) ? await readdir(incoming) : []).toEqual([]);
  });
});

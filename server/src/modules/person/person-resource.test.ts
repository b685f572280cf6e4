import {
  API,
  OPERATE_LOG_API,
  type OperateLogRecord,
  type PageResult,
  PERSON_API,
  PERSON_RESOURCE,
  PERSONNEL_API,
  type PersonFormField,
  type PersonRow,
  type TeamItem,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdcard, newMobile, sampleRecord } from '../../resource/test-support';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { PNG, uploadForm } from '../../test/uploads';

const { main: MAIN, longName: LONG_NAME } = DEMO_PROJECTS;
const WORKER = { personType: 'WORKER' };

describe('people of a project (PERSON_RESOURCE)', () => {
  let server: TestServer;
  let admin: string;
  let manager: string;

  const call = <T = unknown>(path: string, body: Record<string, unknown>, token = admin) =>
    server.post<T>(path, body, token);
  const ok = async <T = unknown>(path: string, body: Record<string, unknown>, token = admin) => {
    const answer = await call<T>(path, body, token);
    expect(answer, answer.message).toMatchObject({ code: 200 });
    return answer.data;
  };
  const worker = (projectId: string = LONG_NAME) =>
    sampleRecord(server, admin, PERSON_RESOURCE, projectId, WORKER);
  const add = async (body: Record<string, unknown>) =>
    (await ok<{ personId: string }>(PERSON_API.add, body)).personId;
  const query = (personId: string, token = admin, projectId: string = LONG_NAME) =>
    ok<PersonRow>(PERSON_API.query, { projectId, personId }, token);
  const history = (personId: string, projectId: string = LONG_NAME) =>
    ok<PageResult<OperateLogRecord>>(PERSON_API.history, {
      projectId,
      personId,
      pageNumber: 1,
      pageSize: 20,
    });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    manager = await server.login('manager');
  });
  afterAll(() => server.close());

  it('adds, queries, updates and deletes a person, each write in its history', async () => {
    const body = await worker();
    const added = await call<{ personId: string }>(PERSON_API.add, body);
    expect(added).toMatchObject({ code: 200, message: '新增成功' });
    const { personId } = added.data;

    const row = await query(personId);
    expect(row).toMatchObject({
      personId,
      personType: 'WORKER',
      personName: body.personName,
      idcardNumber: body.idcardNumber,
      companyId: body.companyId,
      companyName: expect.any(String),
      onJobStatus: 1,
      exitDate: '2024-03-01',
    });
    expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const updated = await call<PersonRow>(PERSON_API.update, {
      projectId: LONG_NAME,
      personId,
      personName: '改过的名字',
    });
    expect(updated).toMatchObject({ code: 200, message: '修改成功', data: { personName: '改过的名字' } });
    expect((await query(personId)).nation).toBe(body.nation);

    expect(await call(PERSON_API.remove, { projectId: LONG_NAME, personIdList: [personId] })).toMatchObject({
      code: 200,
      message: '删除成功!',
    });
    expect(await call(PERSON_API.query, { projectId: LONG_NAME, personId })).toMatchObject({
      code: 404,
      message: '记录不存在',
    });

    const entries = (await history(personId)).records;
    expect(entries.map((entry) => entry.operateType)).toEqual(['DELETE', 'UPDATE', 'ADD']);
    const [removed, update, creation] = entries;
    expect(creation).toMatchObject({
      module: 'person',
      moduleName: '人员',
      before: null,
      userName: '系统管理员',
    });
    expect(creation.after).toMatchObject({ personName: body.personName });
    expect(update.before).toMatchObject({ personName: body.personName });
    expect(update.after).toMatchObject({ personName: '改过的名字' });
    expect(update.targetName).toBe('改过的名字');
    expect(removed).toMatchObject({ operateTypeName: '删除', after: null });
    // The log never holds an ID number whole.
    expect(creation.after?.idcardNumber).toMatch(/^\d{6}\*{8}[\dX]{4}$/);
  });

  it('words the seed’s messages for bad values', async () => {
    const body = await worker();
    const refused = async (change: Record<string, unknown>, message: string) =>
      expect(await call(PERSON_API.add, { ...body, ...change })).toMatchObject({ code: 400, message });
    await refused({ idcardNumber: '1234' }, 'idcardNumber: 请输入正确的身份证号码');
    await refused({ phone: '12345678901' }, 'phone: 请输入正确的手机号码');
    await refused({ personName: '  ' }, 'personName: 请输入姓名');
    await refused({ companyId: '' }, 'companyId: 请选择所属企业');
    await refused({ idcardStartDate: '' }, 'idcardStartDate: 请输入身份证开始日期');
    await refused(
      { idcardStartDate: '2024-05-01', idcardEndDate: '2024-04-01' },
      'idcardStartDate: 开始日期不能晚于结束日期',
    );
    await refused({ idcardEndDate: '', idcardTermStatus: 0 }, 'idcardEndDate: 请输入身份证结束日期');
    await refused({ birthDate: '2024/01/01' }, 'birthDate: 出生日期格式应为 YYYY-MM-DD');
    await refused({ personName: '名'.repeat(33) }, 'personName: 姓名长度不能超过32');
    await refused({ companyId: 'no-such-company' }, 'companyId: 所属企业不存在');
    await refused({ personType: 'VISITOR' }, 'personType: 取值无效');
    const { personType: _, ...untyped } = body;
    expect(await call(PERSON_API.add, untyped)).toMatchObject({ code: 400, message: 'personType: 必填' });
    // Long-term cards have no end date.
    expect(await call(PERSON_API.add, { ...body, idcardEndDate: '', idcardTermStatus: 1 })).toMatchObject({
      code: 200,
    });
  });

  it('refuses a team of another company and an ID number or job number already there', async () => {
    const body = await worker();
    const teams = await ok<PageResult<TeamItem>>(PERSONNEL_API.teams, {
      projectId: LONG_NAME,
      pageSize: 999,
    });
    const foreign = teams.records.find((team) => team.companyId !== body.companyId);
    if (foreign) {
      expect(await call(PERSON_API.add, { ...body, teamId: foreign.teamId })).toMatchObject({
        code: 400,
        message: 'teamId: 班组不属于所选企业',
      });
    }
    await add(body);
    expect(
      await call(PERSON_API.add, { ...(await worker()), idcardNumber: body.idcardNumber }),
    ).toMatchObject({
      code: 400,
      message: 'idcardNumber: 身份证号已存在',
    });
    expect(await call(PERSON_API.add, { ...(await worker()), jobNumber: body.jobNumber })).toMatchObject({
      code: 400,
      message: 'jobNumber: 工号已存在',
    });
  });

  it('refuses wrong types without coercing them, and text a database cannot hold', async () => {
    const body = await worker();
    const refused = async (change: Record<string, unknown>, message: string, path: string = PERSON_API.add) =>
      expect(await call(path, { ...body, ...change })).toMatchObject({ code: 400, message });
    await refused({ personName: true }, 'personName: 类型错误');
    await refused({ idcardTermStatus: '1' }, 'idcardTermStatus: 类型错误');
    await refused({ gender: 1 }, 'gender: 取值无效');
    await refused({ projectId: 3 }, 'projectId: 类型错误');
    await refused({ personName: 'a\u0000b' }, 'personName: 包含无法保存的字符');
    await refused({ remark: 'x\ud800y' }, 'remark: 包含无法保存的字符');
    const page = { projectId: LONG_NAME, ...WORKER };
    await refused({ ...page, pageNumber: '1' }, 'pageNumber: 类型错误', PERSON_API.page);
    await refused({ ...page, pageSize: 5000 }, 'pageSize: 不能大于1000', PERSON_API.page);
    await refused({ ...page, pageNumber: 1e15 }, 'pageNumber: 不能大于1000000', PERSON_API.page);
    await refused({ ...page, onJobStatus: '1' }, 'onJobStatus: 取值无效', PERSON_API.page);
  });

  it('masks ID numbers and phones unless the caller holds frontSitePersonShowIdcard', async () => {
    const body = { ...(await worker()), idcardNumber: '330102199001011234', phone: '13812341234' };
    const personId = await add(body);
    expect(await query(personId)).toMatchObject({ idcardNumber: '330102199001011234', phone: '13812341234' });
    const masked = await query(personId, manager);
    expect(masked).toMatchObject({ idcardNumber: '330102********1234', phone: '138****1234' });

    const page = await ok<PageResult<PersonRow>>(
      PERSON_API.page,
      { projectId: LONG_NAME, ...WORKER, idcardNumber: '199001011234' },
      manager,
    );
    expect(page.records.map((row) => row.idcardNumber)).toEqual(['330102********1234']);

    // A masked value sent back unchanged keeps what is stored; a new value replaces it.
    await ok(PERSON_API.update, { ...masked, projectId: LONG_NAME, remark: '已核对' }, manager);
    expect(await query(personId)).toMatchObject({
      idcardNumber: '330102199001011234',
      phone: '13812341234',
      remark: '已核对',
    });
    const phone = newMobile();
    await ok(PERSON_API.update, { projectId: LONG_NAME, personId, phone }, manager);
    expect((await query(personId)).phone).toBe(phone);
  });

  it('filters by name, company, work type, status and entry date range (the end day included)', async () => {
    const first: Record<string, unknown> = { ...(await worker()), entryDate: '2031-02-03', exitDate: '' };
    const second: Record<string, unknown> = { ...(await worker()), entryDate: '2031-02-05', exitDate: '' };
    await add(first);
    await add(second);
    const list = async (filters: Record<string, unknown>) =>
      (
        await ok<PageResult<PersonRow>>(PERSON_API.page, {
          projectId: LONG_NAME,
          ...WORKER,
          pageNumber: 1,
          pageSize: 1000,
          ...filters,
        })
      ).records.map((row) => row.personName);
    expect(await list({ entryDateStart: '2031-02-03', entryDateEnd: '2031-02-05' })).toEqual([
      second.personName,
      first.personName,
    ]);
    expect(await list({ entryDateStart: '2031-02-04 00:00:00', entryDateEnd: '2031-02-05' })).toEqual([
      second.personName,
    ]);
    expect(await list({ entryDateEnd: '2031-02-03', personName: first.personName })).toEqual([
      first.personName,
    ]);
    expect(await list({ personName: first.personName, companyId: first.companyId, onJobStatus: 1 })).toEqual([
      first.personName,
    ]);
    expect(await list({ personName: first.personName, onJobStatus: 0 })).toEqual([]);
    expect(await list({ personName: first.personName, workerTypeId: 'no-such-type' })).toEqual([]);
    expect(await call(PERSON_API.page, { projectId: LONG_NAME, entryDateEnd: '2031-13' })).toMatchObject({
      code: 400,
      message: 'entryDateEnd: 格式应为 YYYY-MM-DD HH:mm:ss',
    });
  });

  it('changes people on and off the job, dating the exit', async () => {
    const personId = await add({ ...(await worker()), exitDate: '' });
    const status = (body: Record<string, unknown>) =>
      call(PERSON_API.updateOnJobStatus, { projectId: LONG_NAME, ...body });
    expect(await status({ personIds: [], onJobStatus: 0 })).toMatchObject({
      code: 400,
      message: '请选择要操作的人员！',
    });
    expect(await status({ personIds: [personId] })).toMatchObject({ code: 400, message: '请选择在职状态' });

    expect(await status({ personIds: [personId], onJobStatus: 0 })).toMatchObject({ code: 200 });
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(await query(personId)).toMatchObject({ onJobStatus: 0, exitDate: day });
    await status({ personIds: [personId], onJobStatus: 0, exitDate: '2030-01-02' });
    expect((await query(personId)).exitDate).toBe('2030-01-02');
    await status({ personIds: [personId], onJobStatus: 1 });
    expect(await query(personId)).toMatchObject({ onJobStatus: 1, exitDate: '' });

    const [latest] = (await history(personId)).records;
    expect(latest).toMatchObject({
      operateType: 'STATUS',
      before: { onJobStatus: 0 },
      after: { onJobStatus: 1 },
    });
  });

  it('allots a team or a work type to several people at once', async () => {
    const teams = await ok<PageResult<TeamItem>>(PERSONNEL_API.teams, {
      projectId: LONG_NAME,
      pageSize: 999,
    });
    const team = teams.records[teams.records.length - 1];
    const ids = [await add(await worker()), await add(await worker())];
    const allot = (body: Record<string, unknown>) =>
      call(PERSON_API.batchUpdate, { projectId: LONG_NAME, ...body });

    expect(await allot({ personIds: [], companyId: team.companyId, teamId: team.teamId })).toMatchObject({
      code: 400,
      message: '请选择要操作的人员！',
    });
    expect(await allot({ personIds: ids, teamId: team.teamId })).toMatchObject({
      code: 400,
      message: '请选择企业',
    });
    expect(await allot({ personIds: ids, companyId: team.companyId, teamId: '' })).toMatchObject({
      code: 400,
      message: '请选择班组',
    });
    expect(await allot({ personIds: ids, companyId: team.companyId, workerTypeId: '' })).toMatchObject({
      code: 400,
      message: '请选择工种',
    });
    const other = teams.records.find((candidate) => candidate.companyId !== team.companyId);
    if (other) {
      expect(await allot({ personIds: ids, companyId: other.companyId, teamId: team.teamId })).toMatchObject({
        code: 400,
        message: '班组不属于所选企业',
      });
    }
    expect(await allot({ personIds: ids, companyId: team.companyId, workerTypeId: 'nope' })).toMatchObject({
      code: 400,
      message: '工种不存在',
    });

    expect(await allot({ personIds: ids, companyId: team.companyId, teamId: team.teamId })).toMatchObject({
      code: 200,
      message: '分配成功',
    });
    for (const personId of ids) {
      expect(await query(personId)).toMatchObject({ companyId: team.companyId, teamId: team.teamId });
    }
    const body = await worker();
    const workerTypeId = String(body.workerTypeId);
    await ok(PERSON_API.batchUpdate, {
      projectId: LONG_NAME,
      personIds: ids,
      companyId: team.companyId,
      workerTypeId,
    });
    expect(await query(ids[0])).toMatchObject({ teamId: team.teamId, workerTypeId });
    const [allotted] = (await history(ids[0])).records;
    expect(allotted).toMatchObject({
      operateType: 'ALLOT',
      operateTypeName: '分配',
      after: { workerTypeId },
    });
  });

  it('answers the form-field config and holds the person forms to it', async () => {
    const config = await ok<PersonFormField[]>(PERSON_API.formFields, { projectId: MAIN, ...WORKER });
    const keys = config.map((row) => row.fieldKey);
    const formKeys = PERSON_RESOURCE.fields.filter((field) => !('form' in field)).map((field) => field.key);
    expect(keys).toEqual(expect.arrayContaining(formKeys));
    expect(config.find((row) => row.fieldKey === 'idcardNumber')).toMatchObject({
      fieldName: '身份证号',
      requiredStatus: 1,
      showStatus: 1,
    });
    expect(await call(PERSON_API.formFields, { projectId: MAIN })).toMatchObject({
      code: 400,
      message: 'personType: 必填',
    });
    // A field the config makes mandatory (beyond the declaration) must be filled.
    const declared = new Set<string>(
      PERSON_RESOURCE.fields.filter((field) => 'required' in field).map((field) => field.key),
    );
    const extra = config.find(
      (row) =>
        row.requiredStatus === 1 &&
        row.showStatus === 1 &&
        row.fieldType !== 'PROJECT_AUTH' &&
        !declared.has(row.fieldKey),
    );
    if (extra) {
      const body = await worker(MAIN);
      expect(await call(PERSON_API.add, { ...body, [extra.fieldKey]: '' })).toMatchObject({ code: 400 });
      expect(await call(PERSON_API.add, body)).toMatchObject({ code: 200 });
    }
  });

  it('deletes every person of one list of a project', async () => {
    const other = await sampleRecord(server, admin, PERSON_RESOURCE, LONG_NAME, { personType: 'OTHER' });
    await add(other);
    const count = async (personType: string) =>
      (await ok<PageResult<PersonRow>>(PERSON_API.page, { projectId: LONG_NAME, personType })).total;
    const workers = await count('WORKER');
    expect(await count('OTHER')).toBeGreaterThan(0);
    expect(await call(PERSON_API.deleteByProject, { projectId: LONG_NAME })).toMatchObject({
      code: 400,
      message: 'personType: 必填',
    });
    expect(
      await call(PERSON_API.deleteByProject, { projectId: LONG_NAME, personType: 'OTHER' }),
    ).toMatchObject({
      code: 200,
      message: '删除成功!',
    });
    expect(await count('OTHER')).toBe(0);
    expect(await count('WORKER')).toBe(workers);
    const log = await ok<PageResult<OperateLogRecord>>(OPERATE_LOG_API.page, {
      projectId: LONG_NAME,
      module: 'person',
      operateType: 'DELETE',
      targetName: other.personName as string,
    });
    expect(log.records).toMatchObject([{ targetName: other.personName, after: null }]);
  });

  it('takes uploaded pictures by their /files/ path, and nothing outside the files folder', async () => {
    const uploaded = await server.send<{ filePath: string }>(
      API.fileUpload,
      { body: uploadForm({ fileType: 'otherImg' }, { bytes: PNG, name: 'head.png', type: 'image/png' }) },
      admin,
    );
    const { filePath } = uploaded.data;
    expect(filePath).toMatch(/^\/files\//);
    const body = await worker();
    const personId = await add({ ...body, headPhotoPath: filePath });
    expect((await query(personId)).headPhotoPath).toBe(filePath);
    // Sent back as answered, it stays; '' clears it.
    await ok(PERSON_API.update, { projectId: LONG_NAME, personId, headPhotoPath: filePath, remark: 'x' });
    expect((await query(personId)).headPhotoPath).toBe(filePath);
    for (const path of [
      '/files/../pglite/PG_VERSION',
      '/files/otherImg/none.png',
      'http://elsewhere/a.png',
      '/etc/passwd',
    ]) {
      expect(
        await call(PERSON_API.update, { projectId: LONG_NAME, personId, idcardFrontPath: path }),
      ).toMatchObject({
        code: 400,
        message: 'idcardFrontPath: 身份证正面文件不存在',
      });
    }
    await ok(PERSON_API.update, { projectId: LONG_NAME, personId, headPhotoPath: '' });
    expect((await query(personId)).headPhotoPath).toBe('');
  });

  it('keeps ID numbers whole in the database with a capital X', async () => {
    const idcard = `${newIdcard().slice(0, 17)}x`;
    const personId = await add({ ...(await worker()), idcardNumber: idcard });
    expect((await query(personId)).idcardNumber).toBe(idcard.toUpperCase());
  });
});

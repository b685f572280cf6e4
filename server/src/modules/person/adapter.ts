import { checkIdCardDates, MESSAGES, PERSON_TYPES, type PersonType } from '@site/shared-schema';
import { desc, eq } from 'drizzle-orm';
import { companies, dictionaries, persons, teams } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';
import { FieldProblem } from '../../resource/field-problem';
import { isBlacklisted } from '../blacklist/adapter';
import { resetFaceSync } from '../verify-device/sync-state';
import { formFieldsOf, mandatoryKeys } from './form-fields';

export const BLACKLISTED = '该身份证号已被列入黑名单，不能添加';

/** The columns of the declared fields, by field key. */
const columns = {
  personName: persons.personName,
  gender: persons.gender,
  nation: persons.nation,
  birthDate: persons.birthDate,
  idcardNumber: persons.idcardNumber,
  address: persons.address,
  idcardStartDate: persons.idcardStartDate,
  idcardEndDate: persons.idcardEndDate,
  idcardTermStatus: persons.idcardTermStatus,
  idcardFrontPath: persons.idcardFrontPath,
  idcardBackPath: persons.idcardBackPath,
  headPhotoPath: persons.headPhotoPath,
  phone: persons.phone,
  companyId: persons.companyId,
  teamId: persons.teamId,
  workerTypeId: persons.workerTypeId,
  jobNumber: persons.jobNumber,
  entryDate: persons.entryDate,
  exitDate: persons.exitDate,
  onJobStatus: persons.onJobStatus,
  emergencyContact: persons.emergencyContact,
  emergencyPhone: persons.emergencyPhone,
  remark: persons.remark,
};

/** The people of a project (PERSON_RESOURCE): a row is a PersonRow, names joined from company, team and work type. */
/** The fields a face device holds of a person, or that decide which devices hold him. */
const FACE_KEYS = ['personName', 'idcardNumber', 'headPhotoPath', 'teamId', 'onJobStatus'] as const;

export const personAdapter: ResourceAdapter = {
  table: persons,
  id: persons.id,
  project: persons.projectId,
  columns,

  select: (db) =>
    db
      .select({
        personId: persons.id,
        projectId: persons.projectId,
        personType: persons.personType,
        ...columns,
        companyName: companies.companyName,
        teamName: teams.teamName,
        workerTypeName: dictionaries.dictionaryName,
        createTime: persons.createdAt,
      })
      .from(persons)
      .innerJoin(companies, eq(companies.id, persons.companyId))
      .leftJoin(teams, eq(teams.id, persons.teamId))
      .leftJoin(dictionaries, eq(dictionaries.id, persons.workerTypeId))
      .$dynamic(),
  orderBy: [desc(persons.createdAt)],
  fixed: { personType: { column: persons.personType, values: PERSON_TYPES } },
  // The form-field config can make more fields mandatory than the declaration, never fewer. The ID-card
  // start date is left to checkIdCardDates, which words the seed's own message (请输入身份证开始日期).
  required: async ({ db, operator, fixed }) => {
    const config = await formFieldsOf(db, { ...operator, personType: fixed.personType as PersonType });
    const keys = mandatoryKeys(config);
    return (field) => field.key !== 'idcardStartDate' && (Boolean(field.required) || keys.has(field.key));
  },
  check: async ({ db, operator }, record, before) => {
    const dates = checkIdCardDates({
      idcardStartDate: record.idcardStartDate as string,
      idcardEndDate: record.idcardEndDate as string,
      idcardTermStatus: record.idcardTermStatus as number,
    });
    if (dates) {
      throw new FieldProblem(
        dates === MESSAGES.idcardEndRequired ? 'idcardEndDate' : 'idcardStartDate',
        dates,
      );
    }
    if (record.entryDate && record.exitDate && String(record.exitDate) < String(record.entryDate)) {
      throw new FieldProblem('exitDate', '退场日期不能早于进场日期');
    }
    // A person already on the roster keeps being editable when his number is barred later.
    const idcardNumber = String(record.idcardNumber);
    if (before?.idcardNumber !== idcardNumber && (await isBlacklisted(db, operator.orgId, idcardNumber))) {
      throw new FieldProblem('idcardNumber', BLACKLISTED);
    }
    // A change of what the face devices hold of him makes him pending on them again (same transaction).
    if (before && FACE_KEYS.some((key) => String(record[key] ?? '') !== String(before[key] ?? ''))) {
      await resetFaceSync(db, [String(before.personId)]);
    }
  },
};

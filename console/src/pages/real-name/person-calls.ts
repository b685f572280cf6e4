import {
  CLOUD_ATTENDANCE_API,
  FIRST_PAGE,
  type PageResult,
  PERSON_API,
  type PersonFormField,
  type PersonRow,
  type PersonType,
  TEMPORARY_API,
} from '@site/shared-schema';
import { postMultipart } from '../../api/file';
import { call, fetchData } from '../../api/http';

// The calls of the personnel pages beyond a resource's own (resource-calls.ts); each answers the
// server's message, which the pages show as the success toast (seed 000 §7).

/** Batch allocation (seed 000 §7): a team (with its company) or a work type / post. */
export type AllotBody = { personIds: string[]; projectId: string; companyId: string } & (
  | { teamId: string }
  | { workerTypeId: string }
);

export const allotPersons = async (body: AllotBody) => (await call(PERSON_API.batchUpdate, body)).message;

export const setOnJobStatus = async (projectId: string, personIds: string[], onJobStatus: 0 | 1) =>
  (await call(PERSON_API.updateOnJobStatus, { projectId, personIds, onJobStatus })).message;

export const deletePersonsOfType = async (projectId: string, personType: PersonType) =>
  (await call(PERSON_API.deleteByProject, { projectId, personType })).message;

/** How many people of a type the project has, whatever the list's filters. */
export const countPersons = async (projectId: string, personType: PersonType) =>
  (
    await fetchData<PageResult<PersonRow>>(PERSON_API.page, {
      projectId,
      personType,
      pageNumber: FIRST_PAGE,
      pageSize: 1,
    })
  ).total;

/** The form-field config of a person type (seed 000 §3). */
export const listFormFields = (projectId: string, personType: PersonType) =>
  fetchData<PersonFormField[]>(PERSON_API.formFields, { projectId, personType });

/** Head-photo import: one zip or many pictures, as the task PERSON_IMPORT_HEADER. */
export function importHeadPhotos(projectId: string, files: File[], onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('projectId', projectId);
  for (const file of files) form.append('files', file);
  return postMultipart<{ taskId: string }>(PERSON_API.importHeadImg, form, onProgress);
}

/** A visitor's review: 1 approves, 2 refuses (an opinion is then required). */
export const reviewVisitors = async (
  projectId: string,
  temporaryIdList: string[],
  approveStatus: 1 | 2,
  approveOpinion: string,
) =>
  (await call(TEMPORARY_API.approve, { projectId, temporaryIdList, approveStatus, approveOpinion })).message;

/** Enables cloud attendance for people of the roster. */
export const addCloudAttendance = async (projectId: string, personIds: string[]) =>
  (await call(CLOUD_ATTENDANCE_API.add, { projectId, personIds })).message;

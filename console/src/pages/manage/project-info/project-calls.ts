import {
  API,
  type BusinessQrCode,
  PROJECT_MANAGE_API,
  type ProjectDetail,
  type ProjectUpdate,
  type UserProjectQrCode,
} from '@site/shared-schema';
import { call, fetchData } from '../../../api/http';

export const queryProjectDetail = (projectId: string) =>
  fetchData<ProjectDetail>(API.projectQueryByProject, { projectId });

/** Saves every field; answers the project as stored and the server's message. */
export async function updateProject(project: ProjectUpdate) {
  const answer = await call<ProjectDetail>(PROJECT_MANAGE_API.updateByProject, project);
  return { project: answer.data, message: answer.message };
}

export const queryBusinessQrCodes = (projectId: string) =>
  fetchData<BusinessQrCode[]>(PROJECT_MANAGE_API.businessQrCode, { projectId });

export const queryUserProjectQrCode = (projectId: string) =>
  fetchData<UserProjectQrCode>(PROJECT_MANAGE_API.userProjectQrCode, { projectId });

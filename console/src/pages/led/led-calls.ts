import {
  LED_API,
  type LedProgramInput,
  type LedProgramRow,
  type LedScreen,
  type PageResult,
} from '@site/shared-schema';
import { fetchData, fetchMessage } from '../../api/http';

/** The calls of the LED page (seed 001 §7 siteLedProgram, and the project's screens). */
export const ledCalls = {
  screens: (projectId: string) => fetchData<LedScreen[]>(LED_API.screens, { projectId }),
  page: (projectId: string, programName: string, page: { pageNumber: number; pageSize: number }) =>
    fetchData<PageResult<LedProgramRow>>(LED_API.page, { projectId, programName, ...page }),
  query: (projectId: string, programId: string) =>
    fetchData<LedProgramRow>(LED_API.query, { projectId, programId }),
  add: (projectId: string, program: LedProgramInput) => fetchMessage(LED_API.add, { projectId, ...program }),
  update: (projectId: string, programId: string, program: LedProgramInput) =>
    fetchMessage(LED_API.update, { projectId, programId, ...program }),
  remove: (projectId: string, programId: string) =>
    fetchMessage(LED_API.remove, { projectId, programIdList: [programId] }),
  copy: (projectId: string, programId: string) => fetchMessage(LED_API.copy, { projectId, programId }),
  send: (projectId: string, programId: string, screenIds: string[]) =>
    fetchData<LedProgramRow>(LED_API.send, { projectId, programId, screenIds }),
};

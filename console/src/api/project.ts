import { API, type ProjectItem } from '@site/shared-schema';
import { fetchData } from './http';

/** The projects of the current user; the selector searches remotely by keyword. */
export const queryProjectsOfCurrentUser = (keyword?: string) =>
  fetchData<ProjectItem[]>(
    API.projectsByCurrentUser,
    keyword === undefined ? {} : { projectNameKeyWord: keyword, isRemoteSearch: true },
  );

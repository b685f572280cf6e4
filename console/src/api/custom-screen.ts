import {
  API,
  type CreatedPlaybackKey,
  type CustomScreenDetail,
  type CustomScreenItem,
  type PageResult,
  type PlaybackKeyItem,
  type ScreenDocument,
} from '@site/shared-schema';
import { fetchData, fetchMessage } from './http';

export interface ScreenQuery {
  projectId: string;
  screenName?: string;
  pageNumber: number;
  pageSize: number;
}

export const queryScreenPage = (query: ScreenQuery) =>
  fetchData<PageResult<CustomScreenItem>>(API.customScreenList, query);

export const addScreen = (projectId: string, screenName: string) =>
  fetchData<CustomScreenItem>(API.customScreenAdd, { projectId, screenName });

/** Renames only: without a document the server keeps the draft. */
export const renameScreen = (screenId: string, screenName: string) =>
  fetchData<CustomScreenItem>(API.customScreenUpdate, { screenId, screenName });

/** The screen with its draft document, as the designer opens it. */
export const queryScreen = (screenId: string) =>
  fetchData<CustomScreenDetail>(API.customScreenQuery, { screenId });

/** Saves the draft; the server validates it and refuses an invalid one naming the path. */
export const saveScreenDocument = (screenId: string, document: ScreenDocument) =>
  fetchData<CustomScreenDetail>(API.customScreenUpdate, { screenId, document });

export const copyScreen = (screenId: string) =>
  fetchData<CustomScreenItem>(API.customScreenCopy, { screenId });

export const deleteScreen = (screenId: string) => fetchMessage(API.customScreenDelete, { screenId });

export const publishScreen = (screenId: string) => fetchMessage(API.customScreenPublish, { screenId });

export const listPlaybackKeys = (screenId: string) =>
  fetchData<PlaybackKeyItem[]>(API.customScreenKeyList, { screenId });

export const addPlaybackKey = (screenId: string, keyName: string) =>
  fetchData<CreatedPlaybackKey>(API.customScreenKeyAdd, { screenId, keyName });

export const revokePlaybackKey = (keyId: string) => fetchMessage(API.customScreenKeyRevoke, { keyId });

import type {
  CreatedPlaybackKey,
  CustomScreenDetail,
  CustomScreenItem,
  PlaybackKeyItem,
} from '@site/shared-schema';
import { showDateTime } from '../../http/datetime';
import type { PlaybackKeyRow } from './keys';
import type { ScreenListRow, ScreenRow } from './queries';

export const toScreenItem = (row: ScreenListRow): CustomScreenItem => ({
  screenId: row.id,
  projectId: row.projectId,
  screenName: row.screenName,
  createTime: showDateTime(row.createdAt),
  updateTime: showDateTime(row.updatedAt),
  publishTime: showDateTime(row.publishedAt),
  published: row.publishedRevision !== null,
  draftChanged: row.publishedRevision !== null && row.publishedRevision !== row.draftRevision,
});

export const toScreenDetail = (row: ScreenRow): CustomScreenDetail => ({
  ...toScreenItem(row),
  document: row.draft,
});

export const toKeyItem = (row: PlaybackKeyRow): PlaybackKeyItem => ({
  keyId: row.id,
  screenId: row.screenId,
  keyName: row.keyName,
  keyPrefix: row.keyPrefix,
  createTime: showDateTime(row.createdAt),
});

/** The wall address of a key, relative to the server (the player is served at /player/). */
export const playPath = (screenId: string, key: string): string =>
  `/player/?${new URLSearchParams({ screen: screenId, key }).toString()}`;

export const toCreatedKey = (row: PlaybackKeyRow, key: string): CreatedPlaybackKey => ({
  ...toKeyItem(row),
  key,
  playPath: playPath(row.screenId, key),
});

import { defineResource } from './types';

/**
 * Playlists of the custom-screen area (not in the seeds, docs/api-decisions.md): published screens in an
 * order, each shown for its seconds, that a registered display plays round and round. The order travels
 * as the JSON text of PlaylistItem[] in `items`, so the list block's form, checks and history carry it.
 */
export const PLAYLIST_API = {
  page: '/front/siteScreenPlaylist/pageList',
  add: '/front/siteScreenPlaylist/add',
  update: '/front/siteScreenPlaylist/update',
  remove: '/front/siteScreenPlaylist/delete',
  query: '/front/siteScreenPlaylist/query',
  history: '/front/siteScreenPlaylist/operateLog',
  /** { projectId } → DisplayScreenChoice[]: the screens a playlist may hold. */
  screenChoices: '/front/siteScreenPlaylist/screenChoices',
} as const;

/** How long one screen of a playlist stays, in seconds. */
export const PLAYLIST_SECONDS = { min: 5, max: 3600, default: 30 } as const;
export const PLAYLIST_MAX_ITEMS = 50;

export interface PlaylistItem {
  screenId: string;
  seconds: number;
}

export const PLAYLIST_RESOURCE = defineResource({
  name: 'playlist',
  label: '轮播列表',
  idKey: 'playlistId',
  titleKey: 'playlistName',
  projectField: 'projectId',
  permission: {
    list: 'cSiteScreenPlaylistManager',
    add: 'cSiteScreenPlaylistManager',
    update: 'cSiteScreenPlaylistManager',
    remove: 'cSiteScreenPlaylistManager',
  },
  api: PLAYLIST_API,
  fields: [
    {
      key: 'playlistName',
      label: '列表名称',
      type: 'text',
      required: true,
      maxLength: 30,
      search: 'like',
      unique: true,
    },
    { key: 'items', label: '播放顺序', type: 'textarea', required: true },
    { key: 'screenNames', label: '大屏', type: 'text', form: false },
    { key: 'roundSeconds', label: '一轮时长(秒)', type: 'number', form: false },
  ],
});

/** The problem of a playlist's `items` text ('' none), in the words of the list's messages. */
export function playlistProblem(text: string): string {
  const items = parsePlaylist(text);
  if (!items) return '播放顺序格式不正确';
  if (items.length === 0) return '请至少选择一个大屏';
  if (items.length > PLAYLIST_MAX_ITEMS) return `最多${PLAYLIST_MAX_ITEMS}个大屏`;
  const { min, max } = PLAYLIST_SECONDS;
  if (items.some((item) => !Number.isInteger(item.seconds) || item.seconds < min || item.seconds > max)) {
    return `每个大屏的时长为${min}到${max}秒`;
  }
  return '';
}

/** The items of a playlist's `items` text, or null when it is not a list of { screenId, seconds }. */
export function parsePlaylist(text: string): PlaylistItem[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const items: PlaylistItem[] = [];
  for (const entry of value) {
    const { screenId, seconds } = (entry ?? {}) as Partial<PlaylistItem>;
    if (typeof screenId !== 'string' || !screenId || typeof seconds !== 'number') return null;
    items.push({ screenId, seconds });
  }
  return items;
}

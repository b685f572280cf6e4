import type { PlaylistItem } from './playlist';
import { defineResource } from './types';

/**
 * Registered displays (not in the seeds, docs/api-decisions.md): the TVs and LED walls of a project that
 * play what the console assigns them. A wall opened without a key pairs itself (`hello`, public) and
 * shows a short code (DISPLAY_HELLO_PATH); registering the code (the block's add) binds it to the project with a name. Its
 * token then stands for a playback key of the screen it is assigned, and is revoked by deleting it.
 */
export const DISPLAY_API = {
  page: '/front/siteDisplay/pageList',
  add: '/front/siteDisplay/register',
  update: '/front/siteDisplay/update',
  remove: '/front/siteDisplay/delete',
  query: '/front/siteDisplay/query',
  history: '/front/siteDisplay/operateLog',
  /** { projectId, displayId, command } → null: the display reloads, or flashes its name. */
  command: '/front/siteDisplay/command',
  /** { projectId } → DisplayScreenChoice[]: the screens a display may be assigned. */
  screenChoices: '/front/siteDisplay/screenChoices',
  /** { projectId } → DisplayPlaylistChoice[]: the playlists a display may be assigned. */
  playlistChoices: '/front/siteDisplay/playlistChoices',
} as const;

/** The display's own call, public: { displayToken?, report? } → DisplayHello. */
export const DISPLAY_HELLO_PATH = '/front/siteDisplay/hello';

/** How a display fits the 1920×1080 stage to its screen (the player's `scale`). */
export const DISPLAY_SCALE_MODES = ['fit', 'stretch', 'width'] as const;
export type DisplayScaleMode = (typeof DISPLAY_SCALE_MODES)[number];

export const DISPLAY_COMMANDS = ['reload', 'identify'] as const;
export type DisplayCommand = (typeof DISPLAY_COMMANDS)[number];

/** Characters of a pairing code: no 0/O, 1/I/L, so a code read off a TV is typed right. */
export const PAIR_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PAIR_CODE_LENGTH = 6;

/** A display that has not reported for this long is offline (it reports every DISPLAY_REPORT_MS). */
export const DISPLAY_REPORT_MS = 20_000;
export const DISPLAY_ONLINE_MS = 3 * DISPLAY_REPORT_MS;

export const DISPLAY_RESOURCE = defineResource({
  name: 'display',
  label: '显示终端',
  idKey: 'displayId',
  titleKey: 'displayName',
  projectField: 'projectId',
  permission: {
    list: 'cSiteDisplayManager',
    add: 'cSiteDisplayManager',
    update: 'cSiteDisplayManager',
    remove: 'cSiteDisplayManager',
  },
  api: DISPLAY_API,
  fields: [
    {
      key: 'pairCode',
      label: '配对码',
      type: 'text',
      required: true,
      maxLength: PAIR_CODE_LENGTH,
      form: 'add',
      table: false,
    },
    {
      key: 'displayName',
      label: '终端名称',
      type: 'text',
      required: true,
      maxLength: 30,
      search: 'like',
      unique: true,
    },
    {
      key: 'screenId',
      label: '播放大屏',
      type: 'select',
      options: { kind: 'list', list: 'screen' },
      nameKey: 'screenName',
    },
    {
      key: 'playlistId',
      label: '轮播列表',
      type: 'select',
      options: { kind: 'list', list: 'playlist' },
      nameKey: 'playlistName',
    },
    {
      key: 'scaleMode',
      label: '缩放方式',
      type: 'select',
      required: true,
      options: {
        kind: 'enum',
        values: [
          { value: 'fit', label: '等比适应' },
          { value: 'stretch', label: '拉伸铺满' },
          { value: 'width', label: '按宽度铺满' },
        ],
      },
    },
    {
      key: 'online',
      label: '在线状态',
      type: 'select',
      form: false,
      options: {
        kind: 'enum',
        values: [
          { value: 1, label: '在线' },
          { value: 0, label: '离线' },
        ],
      },
    },
    { key: 'lastSeenTime', label: '最后在线时间', type: 'datetime', form: false },
    { key: 'playingName', label: '正在播放', type: 'text', form: false },
    { key: 'resolution', label: '分辨率', type: 'text', form: false },
    { key: 'playerVersion', label: '播放器版本', type: 'text', form: false },
    { key: 'heapMb', label: '内存(MB)', type: 'number', form: false },
    { key: 'errorCount', label: '错误数', type: 'number', form: false },
  ],
});

/** A screen a display may play. */
export interface DisplayScreenChoice {
  screenId: string;
  screenName: string;
  published: boolean;
}

/** A playlist a display may play. */
export interface DisplayPlaylistChoice {
  playlistId: string;
  playlistName: string;
}

/** What a display tells of itself, over its socket (`/app/displayReport`) or with its hello. */
export interface DisplayReport {
  playerVersion: string;
  /** The screen it shows now ('' none): may differ from the assigned one while it cannot load that. */
  playingName: string;
  /** `1920×1080`: the window's size in CSS pixels. */
  resolution: string;
  /** The page's JavaScript heap in MB (0 where the browser does not tell). */
  heapMb: number;
  /** Errors the page met since it started. */
  errorCount: number;
}

/** The registration a display's token holds: what to play and how. */
export interface DisplayAssignment {
  displayId: string;
  displayName: string;
  projectId: string;
  /** '' until a screen is assigned (or while it plays a playlist). */
  screenId: string;
  /** When that screen was last published, ISO ('' while it is not): a display plays it again when it changes. */
  publishedAt: string;
  /** The published screens of its playlist in turn; empty when it plays one screen. */
  playlist: PlaylistItem[];
  scaleMode: DisplayScaleMode;
}

/**
 * The answer of hello: the token to keep (new when the one sent is unknown or revoked), and either the
 * pairing code to show or the registration.
 */
export interface DisplayHello {
  displayToken: string;
  pairCode: string;
  display: DisplayAssignment | null;
}

/** What the console tells one display on its topic. */
export type DisplayMessage = { command: DisplayCommand } | { command: 'changed' } | { command: 'revoked' };

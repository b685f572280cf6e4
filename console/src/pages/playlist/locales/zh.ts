import { PLAYLIST_RESOURCE } from '@site/shared-schema';
import { fieldLabels } from '../../../resource/locale-labels';

/**
 * Chinese texts of the playlists page: the list's labels from its declaration (`playlist`), the page's own
 * under `playlistPage`. `problems` are the words of playlistProblem (the server's), by which the page knows
 * them to translate. The other languages match this shape.
 */
export const playlistZh = {
  playlist: {
    label: PLAYLIST_RESOURCE.label,
    fields: fieldLabels(PLAYLIST_RESOURCE),
  },
  playlistPage: {
    help: '显示终端选择轮播列表后，按顺序循环播放其中已发布的大屏，每个大屏停留设定的秒数；未发布的大屏会被跳过。',
    empty: '尚未添加大屏',
    screen: '选择大屏',
    unpublished: '{{name}}（未发布）',
    seconds: '秒',
    up: '上移',
    down: '下移',
    remove: '移除',
    add: '添加大屏',
    problems: {
      format: '播放顺序格式不正确',
      empty: '请至少选择一个大屏',
      tooMany: '最多{{limit}}个大屏',
      seconds: '每个大屏的时长为{{min}}到{{max}}秒',
      screen: '请为每一行选择大屏',
    },
  },
};

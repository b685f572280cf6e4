import { DISPLAY_RESOURCE } from '@site/shared-schema';
import { enumLabels, fieldLabels } from '../../../resource/locale-labels';

/**
 * Chinese texts of the displays page: the list's labels and choices from its declaration (`display`), the
 * page's own under `displayPage`. The other languages match this shape.
 */
export const displayZh = {
  display: {
    label: DISPLAY_RESOURCE.label,
    fields: fieldLabels(DISPLAY_RESOURCE),
    options: {
      scaleMode: enumLabels(DISPLAY_RESOURCE, 'scaleMode'),
      online: enumLabels(DISPLAY_RESOURCE, 'online'),
    },
  },
  displayPage: {
    help: '在显示终端的浏览器中打开 {{url}}（不带任何参数），屏幕上会显示配对码；点击“{{add}}”并输入该配对码即可登记。',
    commands: { reload: '重新加载', identify: '识别' },
    sent: {
      reload: '已通知“{{name}}”重新加载',
      identify: '已通知“{{name}}”在屏幕上显示其名称',
    },
  },
};

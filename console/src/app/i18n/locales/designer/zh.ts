import { designerZh } from '../../../../designer/locales/zh';
import { panelZh } from '../../../../designer/panels/locales/zh';

/** The designer's texts: its page loads these, not every page's. */
export const zhDesigner = { designer: { ...designerZh, panel: panelZh } };

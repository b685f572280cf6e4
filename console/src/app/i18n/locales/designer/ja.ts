import { designerJa } from '../../../../designer/locales/ja';
import { panelJa } from '../../../../designer/panels/locales/ja';
import type { DesignerTexts } from '../types';

export const jaDesigner: DesignerTexts = { designer: { ...designerJa, panel: panelJa } };

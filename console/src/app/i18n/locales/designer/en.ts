import { designerEn } from '../../../../designer/locales/en';
import { panelEn } from '../../../../designer/panels/locales/en';
import type { DesignerTexts } from '../types';

export const enDesigner: DesignerTexts = { designer: { ...designerEn, panel: panelEn } };

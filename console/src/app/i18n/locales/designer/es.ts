import { designerEs } from '../../../../designer/locales/es';
import { panelEs } from '../../../../designer/panels/locales/es';
import type { DesignerTexts } from '../types';

export const esDesigner: DesignerTexts = { designer: { ...designerEs, panel: panelEs } };

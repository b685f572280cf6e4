import { TEXT_ALIGN, VERTICAL_ALIGN } from '@site/shared-schema';
import type { TFunction } from 'i18next';
import type { Choice } from '../fields/Fields';

/** Alignment codes of the seed (left 0, centre 1, right 2; top 0, centre 1, bottom 2) with their names. */
export const textAlignChoices = (t: TFunction): Choice<number>[] => [
  { value: TEXT_ALIGN.left, label: t('designer.panel.alignLeft') },
  { value: TEXT_ALIGN.center, label: t('designer.panel.alignCenter') },
  { value: TEXT_ALIGN.right, label: t('designer.panel.alignRight') },
];

export const verticalAlignChoices = (t: TFunction): Choice<number>[] => [
  { value: VERTICAL_ALIGN.top, label: t('designer.panel.alignTop') },
  { value: VERTICAL_ALIGN.middle, label: t('designer.panel.alignMiddle') },
  { value: VERTICAL_ALIGN.bottom, label: t('designer.panel.alignBottom') },
];

import { useTranslation } from 'react-i18next';
import { type BlockProps, bindStyle } from '../fields/bind';
import { NumberField } from '../fields/Fields';

/** Left, top, width, height and rotation, in canvas px and degrees. */
export function PositionBlock(props: BlockProps) {
  const { t } = useTranslation();
  return (
    <>
      <NumberField label={t('designer.panel.left')} bound={bindStyle(props, 'left')} />
      <NumberField label={t('designer.panel.top')} bound={bindStyle(props, 'top')} />
      <NumberField label={t('designer.panel.width')} bound={bindStyle(props, 'width')} min={1} />
      <NumberField label={t('designer.panel.height')} bound={bindStyle(props, 'height')} min={1} />
      <NumberField
        label={t('designer.panel.rotate')}
        bound={bindStyle(props, 'rotate')}
        min={-360}
        max={360}
      />
    </>
  );
}

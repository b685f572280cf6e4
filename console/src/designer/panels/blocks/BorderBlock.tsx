import { useTranslation } from 'react-i18next';
import { type BlockProps, bindStyle } from '../fields/bind';
import { ColorField, NumberField } from '../fields/Fields';

export function BorderBlock(props: BlockProps) {
  const { t } = useTranslation();
  return (
    <>
      <ColorField label={t('designer.panel.borderColor')} bound={bindStyle(props, 'borderColor')} />
      <NumberField label={t('designer.panel.borderWidth')} bound={bindStyle(props, 'borderWidth')} min={0} />
    </>
  );
}

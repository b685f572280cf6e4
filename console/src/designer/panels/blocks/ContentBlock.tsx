import { useTranslation } from 'react-i18next';
import { type BlockProps, bindComponent } from '../fields/bind';
import { TextAreaField } from '../fields/Fields';

/** The text a text-like widget shows (its propValue). */
export function ContentBlock(props: BlockProps) {
  const { t } = useTranslation();
  const bound = bindComponent(
    props,
    'propValue',
    (component) => (typeof component.propValue === 'string' ? component.propValue : ''),
    (component, value: string) => ({ ...component, propValue: value }),
  );
  return <TextAreaField label={t('designer.panel.content')} bound={bound} />;
}

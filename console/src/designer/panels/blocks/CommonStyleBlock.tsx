import { useTranslation } from 'react-i18next';
import { type BlockProps, bindStyle } from '../fields/bind';
import { ColorField, NumberField, SelectField, TextField } from '../fields/Fields';
import { textAlignChoices, verticalAlignChoices } from './alignment';

const has = (props: BlockProps, key: string) => Object.hasOwn(props.component.style, key);

/**
 * The common style of seed 001 §2: only the keys the component's style holds, so a shape is not
 * offered a font it never draws. Fonts of the data widgets live in the titleFonts block.
 */
export function CommonStyleBlock(props: BlockProps) {
  const { t } = useTranslation();
  const fontsElsewhere = props.entry?.panels.includes('titleFonts') ?? false;
  return (
    <>
      {has(props, 'text') && <TextField label={t('designer.panel.text')} bound={bindStyle(props, 'text')} />}
      <NumberField
        label={t('designer.panel.opacity')}
        bound={bindStyle(props, 'opacity')}
        min={0}
        max={1}
        step={0.1}
      />
      {has(props, 'fontSize') && !fontsElsewhere && (
        <NumberField label={t('designer.panel.fontSize')} bound={bindStyle(props, 'fontSize')} min={1} />
      )}
      {has(props, 'fontWeight') && (
        <NumberField
          label={t('designer.panel.fontWeight')}
          bound={bindStyle(props, 'fontWeight')}
          min={100}
          max={900}
          step={100}
        />
      )}
      {has(props, 'lineHeight') && (
        <NumberField label={t('designer.panel.lineHeight')} bound={bindStyle(props, 'lineHeight')} min={0} />
      )}
      {has(props, 'letterSpacing') && (
        <NumberField label={t('designer.panel.letterSpacing')} bound={bindStyle(props, 'letterSpacing')} />
      )}
      {has(props, 'color') && (
        <ColorField label={t('designer.panel.color')} bound={bindStyle(props, 'color')} />
      )}
      {has(props, 'background') && (
        <ColorField
          label={t('designer.panel.background')}
          bound={bindStyle(props, 'background')}
          property="background"
        />
      )}
      {has(props, 'textAlign') && (
        <SelectField
          label={t('designer.panel.textAlign')}
          bound={bindStyle(props, 'textAlign')}
          options={textAlignChoices(t)}
        />
      )}
      {has(props, 'verticalAlign') && (
        <SelectField
          label={t('designer.panel.verticalAlign')}
          bound={bindStyle(props, 'verticalAlign')}
          options={verticalAlignChoices(t)}
        />
      )}
      {has(props, 'borderRadius') && (
        <NumberField
          label={t('designer.panel.borderRadius')}
          bound={bindStyle(props, 'borderRadius')}
          min={0}
        />
      )}
    </>
  );
}

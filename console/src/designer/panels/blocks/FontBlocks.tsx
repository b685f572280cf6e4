import { useTranslation } from 'react-i18next';
import { type BlockProps, bindStyle } from '../fields/bind';
import { NumberField } from '../fields/Fields';

/** Title, subtitle and content font sizes of the data widgets. */
export function TitleFontsBlock(props: BlockProps) {
  const { t } = useTranslation();
  return (
    <>
      <NumberField
        label={t('designer.panel.titleFontSize')}
        bound={bindStyle(props, 'titleFontSize')}
        min={1}
      />
      <NumberField
        label={t('designer.panel.subTitleFontSize')}
        bound={bindStyle(props, 'subTitleFontSize')}
        min={1}
      />
      <NumberField label={t('designer.panel.contentFontSize')} bound={bindStyle(props, 'fontSize')} min={1} />
    </>
  );
}

/** Attendance-title and rate font sizes of the attendance rate widget. */
export function RateFontsBlock(props: BlockProps) {
  const { t } = useTranslation();
  const titleElsewhere = props.entry?.panels.includes('titleFonts') ?? false;
  return (
    <>
      {!titleElsewhere && (
        <NumberField
          label={t('designer.panel.rateTitleFontSize')}
          bound={bindStyle(props, 'titleFontSize')}
          min={1}
        />
      )}
      <NumberField
        label={t('designer.panel.rateFontSize')}
        bound={bindStyle(props, 'rateFontSize')}
        min={1}
      />
    </>
  );
}

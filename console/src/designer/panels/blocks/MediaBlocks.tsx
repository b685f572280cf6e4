import type { Flip, PicturePropValue } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { type BlockProps, bindComponent, bindStyle } from '../fields/bind';
import { SwitchField, TextField } from '../fields/Fields';
import { UploadButton } from '../fields/UploadButton';

const pictureOf = (component: BlockProps['component']): PicturePropValue => {
  const value = component.propValue;
  return value && typeof value === 'object' && !Array.isArray(value) && typeof value.url === 'string'
    ? (value as PicturePropValue)
    : { url: '' };
};

const NO_FLIP: Flip = { horizontal: false, vertical: false };

/** Picture: its URL (typed or uploaded) and mirror flips. */
export function PictureBlock(props: BlockProps) {
  const { t } = useTranslation();
  const url = bindComponent(
    props,
    'propValue.url',
    (component) => pictureOf(component).url,
    (component, value: string) => ({ ...component, propValue: { ...pictureOf(component), url: value } }),
  );
  const flip = (axis: 'horizontal' | 'vertical') =>
    bindComponent(
      props,
      `propValue.flip.${axis}`,
      (component) => pictureOf(component).flip?.[axis] === true,
      (component, value: boolean) => {
        const picture = pictureOf(component);
        return {
          ...component,
          propValue: { ...picture, flip: { ...NO_FLIP, ...picture.flip, [axis]: value } },
        };
      },
    );
  return (
    <>
      <TextField label={t('designer.panel.pictureUrl')} bound={url} />
      <div className="designer-panel-actions">
        <UploadButton
          fileType="otherImg"
          accept="image/*"
          disabled={props.disabled}
          onUploaded={(value) => {
            url.onChange(value);
            url.onBlur();
          }}
        />
      </div>
      <SwitchField label={t('designer.panel.flipHorizontal')} bound={flip('horizontal')} />
      <SwitchField label={t('designer.panel.flipVertical')} bound={flip('vertical')} />
    </>
  );
}

/** Video: its URL (typed or uploaded) and whether it loops. */
export function VideoBlock(props: BlockProps) {
  const { t } = useTranslation();
  const url = bindStyle(props, 'url');
  return (
    <>
      <TextField label={t('designer.panel.videoUrl')} bound={url} />
      <div className="designer-panel-actions">
        <UploadButton
          fileType="videoFile"
          accept="video/*"
          disabled={props.disabled}
          onUploaded={(value) => {
            url.onChange(value);
            url.onBlur();
          }}
        />
      </div>
      <SwitchField label={t('designer.panel.loop')} bound={bindStyle(props, 'loop')} />
    </>
  );
}

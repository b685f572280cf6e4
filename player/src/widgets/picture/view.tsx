/** @jsxImportSource preact */
import type { PicturePropValue } from '@site/shared-schema';
import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { px, safeUrl } from '../../stage/style';
import { EmptyBox, ErrorBox } from '../states';
import type { WidgetViewProps } from '../types';

/** Picture: the image at `propValue.url`, filling its box, mirrored by `flip`; radius from the style. */
export default function PictureView({ component }: WidgetViewProps) {
  const value = (component.propValue ?? {}) as Partial<PicturePropValue>;
  const url = safeUrl(typeof value === 'string' ? value : value.url);
  const [failed, setFailed] = useState<string | null>(null);
  if (!url) return <EmptyBox text={t('media.noPicture')} />;
  if (failed === url) return <ErrorBox title={t('media.pictureFailed')} />;
  const flipX = value.flip?.horizontal ? -1 : 1;
  const flipY = value.flip?.vertical ? -1 : 1;
  return (
    <img
      src={url}
      alt={component.label || ''}
      draggable={false}
      onError={() => setFailed(url)}
      style={{
        display: 'block',
        width: '100%',
        height: '100%',
        objectFit: 'fill',
        borderRadius: px(component.style.borderRadius),
        transform: flipX !== 1 || flipY !== 1 ? `scale(${flipX}, ${flipY})` : undefined,
      }}
    />
  );
}

import { Form, Select } from '@arco-design/web-react';
import type { CanvasStyleData } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { type EditorStore, useEditor } from '../model';
import { type Bound, mergeKeyOf } from './fields/bind';
import { ColorField, NumberField, Row, TextField } from './fields/Fields';
import { UploadButton } from './fields/UploadButton';
import { useAreas } from './site-lists';

/** A background that is an image address rather than a colour (as the canvas draws it). */
const isImage = (background: string) => /^(https?:|\/|data:image\/)/i.test(background.trim());

/** Nothing selected: the screen's own settings (canvas style data). */
export function CanvasPanel({ store }: { store: EditorStore }) {
  const { t } = useTranslation();
  const canvas = useEditor(store, (state) => state.doc.canvasStyleData);
  const areas = useAreas();
  const bind = <K extends keyof CanvasStyleData & string>(key: K): Bound<CanvasStyleData[K]> => ({
    value: canvas[key],
    disabled: false,
    onChange: (value) =>
      store.updateCanvas({ [key]: value } as Partial<CanvasStyleData>, {
        mergeKey: mergeKeyOf('canvas', key),
      }),
    onBlur: () => store.commitStep(),
  });
  const background = bind('background');
  // One field holds a colour or an image address; each control shows only its own kind.
  const image = isImage(background.value);
  const backgroundColor = { ...background, value: image ? '' : background.value };
  const backgroundImage = { ...background, value: image ? background.value : '' };
  return (
    <div className="designer-panel" data-panel-type="canvas">
      <div className="designer-panel-head">
        <strong>{t('designer.panel.canvasTitle')}</strong>
      </div>
      <Form layout="vertical" size="small" className="designer-panel-form">
        <TextField label={t('designer.panel.screenName')} bound={bind('screenName')} />
        <NumberField label={t('designer.panel.canvasWidth')} bound={bind('width')} min={1} />
        <NumberField label={t('designer.panel.canvasHeight')} bound={bind('height')} min={1} />
        <ColorField label={t('designer.panel.backgroundColor')} bound={backgroundColor} />
        <TextField
          label={t('designer.panel.backgroundImage')}
          bound={backgroundImage}
          placeholder="https://"
        />
        <div className="designer-panel-actions">
          <UploadButton
            fileType="otherImg"
            accept="image/*"
            disabled={false}
            onUploaded={(url) => {
              background.onChange(url);
              background.onBlur();
            }}
          />
        </div>
        <ColorField label={t('designer.panel.color')} bound={bind('color')} />
        <NumberField label={t('designer.panel.opacity')} bound={bind('opacity')} min={0} max={1} step={0.1} />
        <NumberField label={t('designer.panel.fontSize')} bound={bind('fontSize')} min={1} />
        <Row label={t('designer.panel.area')}>
          <Select
            value={canvas.areaId || ''}
            loading={areas.isLoading}
            onChange={(areaId: string) => {
              store.updateCanvas({ areaId }, { mergeKey: mergeKeyOf('canvas', 'areaId') });
              store.commitStep();
            }}
          >
            <Select.Option value="">{t('designer.panel.wholeProject')}</Select.Option>
            {(areas.data ?? []).map((area) => (
              <Select.Option key={area.id} value={area.id}>
                {area.name}
              </Select.Option>
            ))}
          </Select>
        </Row>
      </Form>
    </div>
  );
}

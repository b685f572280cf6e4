import { type CanvasStyleData, type PaletteGroup, paletteOf } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { WIDGET_DRAG_TYPE } from '../canvas/Canvas';
import { widgetName } from '../widget-names/widget-names';
import { paletteLook } from './palette-look';

const SECTIONS: readonly PaletteGroup[] = ['basic', 'shapes', 'charts', 'site'];

/**
 * The catalogue's widgets by palette section, each drawn in the colours it will have on this canvas;
 * drag one onto the canvas to place it at the pointer.
 */
export function Palette({ canvas }: { canvas: Pick<CanvasStyleData, 'background' | 'color'> }) {
  const { t } = useTranslation();
  return (
    <div className="designer-palette" data-testid="designer-palette">
      {SECTIONS.map((section) => (
        <section key={section} className="designer-palette-section">
          <h4>{t(`designer.palette.${section}`)}</h4>
          <div className="designer-palette-grid">
            {paletteOf(section).map((entry) => (
              <div
                key={entry.type}
                className="designer-palette-item"
                draggable
                data-widget-type={entry.type}
                style={paletteLook(entry, canvas)}
                title={t('designer.paletteHint', { name: widgetName(t, entry.type) })}
                onDragStart={(event) => {
                  event.dataTransfer.setData(WIDGET_DRAG_TYPE, entry.type);
                  event.dataTransfer.effectAllowed = 'copy';
                }}
              >
                {widgetName(t, entry.type)}
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

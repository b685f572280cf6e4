import { type PaletteGroup, paletteOf } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { WIDGET_DRAG_TYPE } from '../canvas/Canvas';

const SECTIONS: readonly PaletteGroup[] = ['basic', 'shapes', 'charts', 'site'];

/** The catalogue's widgets by palette section; drag one onto the canvas to place it at the pointer. */
export function Palette() {
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
                title={entry.type}
                onDragStart={(event) => {
                  event.dataTransfer.setData(WIDGET_DRAG_TYPE, entry.type);
                  event.dataTransfer.effectAllowed = 'copy';
                }}
              >
                {entry.label}
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

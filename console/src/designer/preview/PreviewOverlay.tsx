import { Button } from '@arco-design/web-react';
import { IconClose } from '@arco-design/web-react/icon';
import type { MountContext } from '@site/player';
import type { ScreenDocument } from '@site/shared-schema';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backgroundLayer, pageText } from '../canvas/canvas-style';
import { WidgetHost } from '../canvas/WidgetHost';

const windowSize = () => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * Plays the draft full-window as a wall would: the page scaled to fit and letterboxed, each widget
 * mounted by the player in preview mode (animations, events and data live). Escape closes it.
 */
export function PreviewOverlay({
  doc,
  context,
  onClose,
}: {
  doc: ScreenDocument;
  context: MountContext;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [size, setSize] = useState(windowSize);
  const live = useMemo<MountContext>(() => ({ ...context, preview: true }), [context]);
  const canvas = doc.canvasStyleData;
  const scale = Math.min(size.width / canvas.width, size.height / canvas.height);

  useEffect(() => {
    const onResize = () => setSize(windowSize());
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('resize', onResize);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('resize', onResize);
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  return (
    <div
      className="designer-preview"
      role="dialog"
      aria-label={t('designer.command.preview')}
      data-testid="designer-preview"
    >
      <div
        className="designer-preview-stage"
        style={{
          width: canvas.width,
          height: canvas.height,
          left: (size.width - canvas.width * scale) / 2,
          top: (size.height - canvas.height * scale) / 2,
          transform: `scale(${scale})`,
          ...pageText(canvas),
        }}
      >
        <div className="designer-canvas-bg" style={backgroundLayer(canvas)} />
        {doc.componentData.map((component) => (
          <div
            key={component.id}
            className="designer-preview-box"
            style={{
              left: Number(component.style.left) || 0,
              top: Number(component.style.top) || 0,
              width: Number(component.style.width) || 0,
              height: Number(component.style.height) || 0,
              transform: component.style.rotate ? `rotate(${Number(component.style.rotate)}deg)` : undefined,
            }}
          >
            <WidgetHost
              component={component}
              context={live}
              scale={scale}
              className="designer-preview-host"
            />
          </div>
        ))}
      </div>
      <Button
        className="designer-preview-close"
        shape="circle"
        icon={<IconClose />}
        aria-label={t('designer.closePreview')}
        onClick={onClose}
      />
    </div>
  );
}

import { Button } from '@arco-design/web-react';
import { IconClose } from '@arco-design/web-react/icon';
import { type MountContext, mountScreen } from '@site/player';
import type { ScreenDocument } from '@site/shared-schema';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Plays the draft full-window exactly as a wall would: the player mounts the whole page with one
 * runtime, so animations, events, linkage between widgets and live data all run. Escape closes it.
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
  const stage = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const mounted = mountScreen(stage.current!, doc, context);
    return () => mounted.unmount();
  }, [doc, context]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div
      className="designer-preview"
      role="dialog"
      aria-label={t('designer.command.preview')}
      data-testid="designer-preview"
    >
      <div ref={stage} />
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

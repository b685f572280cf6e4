import type { LedProgramInput } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { previewScale } from './led-preview';

/**
 * The program as the screen shows it: its pixels scaled to the preview box, each text at its position,
 * size and colour, with its effect; what falls outside the screen is cut as the panel cuts it.
 */
export function LedPreview({
  program,
}: {
  program: Pick<LedProgramInput, 'width' | 'height' | 'background' | 'items'>;
}) {
  const { t } = useTranslation();
  const width = Number(program.width) || 0;
  const height = Number(program.height) || 0;
  const scale = previewScale(width, height);
  return (
    <figure className="led-preview">
      <div
        className="led-preview__panel"
        data-testid="led-preview"
        style={{ width: width * scale, height: height * scale, background: program.background }}
      >
        {program.items.map((item, index) => (
          <span
            // Items have no id of their own: their place in the list is what the form edits.
            // biome-ignore lint/suspicious/noArrayIndexKey: the items are edited by position
            key={index}
            className={`led-preview__text led-preview__text--${item.effect}`}
            data-testid="led-preview-text"
            style={{
              left: item.x * scale,
              top: item.y * scale,
              fontSize: item.fontSize * scale,
              color: item.color,
            }}
          >
            {item.content}
          </span>
        ))}
      </div>
      <figcaption className="led-preview__hint">{t('led.form.previewHint', { width, height })}</figcaption>
    </figure>
  );
}

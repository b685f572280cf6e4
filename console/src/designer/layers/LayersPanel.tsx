import { Button, Empty, Tooltip } from '@arco-design/web-react';
import { IconEye, IconEyeInvisible, IconLock, IconUnlock } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { type EditorStore, useEditor } from '../model';

interface Props {
  store: EditorStore;
  /** Hidden on the canvas only: a view setting of this session, never saved (see README.md). */
  hidden: ReadonlySet<string>;
  onToggleHidden(id: string): void;
}

/** The components in z-order, topmost first; a click selects (Shift/Ctrl adds), lock and visibility per row. */
export function LayersPanel({ store, hidden, onToggleHidden }: Props) {
  const { t } = useTranslation();
  const components = useEditor(store, (state) => state.doc.componentData);
  const selection = useEditor(store, (state) => state.selection);
  if (components.length === 0) return <Empty description={t('designer.layers.empty')} />;

  const toggleLock = (id: string) => {
    store.updateComponent(id, (c) => ({ ...c, isLock: !c.isLock }));
    store.commitStep();
  };

  return (
    <ul className="designer-layers" data-testid="designer-layers">
      {[...components].reverse().map((component) => {
        const isHidden = hidden.has(component.id);
        return (
          <li
            key={component.id}
            className={selection.includes(component.id) ? 'is-selected' : undefined}
            data-layer-id={component.id}
            onClick={(event) => {
              const { selection: current } = store.getState();
              if (event.shiftKey || event.ctrlKey || event.metaKey) {
                store.select(
                  current.includes(component.id)
                    ? current.filter((id) => id !== component.id)
                    : [...current, component.id],
                );
              } else store.select([component.id]);
            }}
          >
            <span className="designer-layers-name">{component.label || component.component}</span>
            <Tooltip content={t(isHidden ? 'designer.layers.show' : 'designer.layers.hide')}>
              <Button
                size="mini"
                type="text"
                aria-label={t(isHidden ? 'designer.layers.show' : 'designer.layers.hide')}
                icon={isHidden ? <IconEyeInvisible /> : <IconEye />}
                onClick={(event) => {
                  event.stopPropagation();
                  onToggleHidden(component.id);
                }}
              />
            </Tooltip>
            <Tooltip content={t(component.isLock ? 'designer.command.unlock' : 'designer.command.lock')}>
              <Button
                size="mini"
                type="text"
                aria-label={t(component.isLock ? 'designer.command.unlock' : 'designer.command.lock')}
                icon={component.isLock ? <IconLock /> : <IconUnlock />}
                onClick={(event) => {
                  event.stopPropagation();
                  toggleLock(component.id);
                }}
              />
            </Tooltip>
          </li>
        );
      })}
    </ul>
  );
}

import { Button, Empty, Tooltip } from '@arco-design/web-react';
import { IconEye, IconEyeInvisible, IconLock, IconUnlock } from '@arco-design/web-react/icon';
import type { ScreenComponent } from '@site/shared-schema';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type EditorStore, useEditor } from '../model';
import { componentName } from '../widget-names/widget-names';

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
  return (
    <ul className="designer-layers" data-testid="designer-layers">
      {[...components].reverse().map((component) => (
        <LayerRow
          key={component.id}
          component={component}
          store={store}
          selected={selection.includes(component.id)}
          isHidden={hidden.has(component.id)}
          onToggleHidden={onToggleHidden}
        />
      ))}
    </ul>
  );
}

interface RowProps {
  component: ScreenComponent;
  store: EditorStore;
  selected: boolean;
  isHidden: boolean;
  onToggleHidden(id: string): void;
}

/** One row; memoised, since a drag changes one component of hundreds on every frame. */
const LayerRow = memo(function LayerRow({ component, store, selected, isHidden, onToggleHidden }: RowProps) {
  const { t } = useTranslation();
  const { id } = component;
  const toggleLock = () => {
    store.updateComponent(id, (c) => ({ ...c, isLock: !c.isLock }));
    store.commitStep();
  };
  return (
    <li
      className={selected ? 'is-selected' : undefined}
      data-layer-id={id}
      onClick={(event) => {
        const { selection: current } = store.getState();
        if (event.shiftKey || event.ctrlKey || event.metaKey) {
          store.select(current.includes(id) ? current.filter((other) => other !== id) : [...current, id]);
        } else store.select([id]);
      }}
    >
      <span className="designer-layers-name">{componentName(t, component)}</span>
      <Tooltip content={t(isHidden ? 'designer.layers.show' : 'designer.layers.hide')}>
        <Button
          size="mini"
          type="text"
          aria-label={t(isHidden ? 'designer.layers.show' : 'designer.layers.hide')}
          icon={isHidden ? <IconEyeInvisible /> : <IconEye />}
          onClick={(event) => {
            event.stopPropagation();
            onToggleHidden(id);
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
            toggleLock();
          }}
        />
      </Tooltip>
    </li>
  );
});

import { Empty } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { type EditorStore, findComponent, useEditor } from '../model';
import { CanvasPanel } from './CanvasPanel';
import { ComponentPanel } from './ComponentPanel';
import './panels.css';

/**
 * The designer's right column: the panel of the selected component, the canvas settings when nothing
 * is selected, a short summary for several (the toolbar aligns and distributes them).
 */
export function AttributePanel({ store }: { store: EditorStore }) {
  const { t } = useTranslation();
  const selection = useEditor(store, (state) => state.selection);
  const current = useEditor(store, (state) =>
    state.selection.length === 1 ? findComponent(state.doc, state.selection[0]!) : undefined,
  );
  if (selection.length === 0) return <CanvasPanel store={store} />;
  if (selection.length > 1)
    return (
      <div className="designer-panel" data-panel-type="multiple">
        <Empty description={t('designer.panel.multiple', { count: selection.length })} />
      </div>
    );
  if (!current) return null;
  // key: fields keep no state of another component.
  return <ComponentPanel key={current.id} store={store} component={current} />;
}

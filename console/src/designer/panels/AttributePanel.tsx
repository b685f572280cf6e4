import { Empty, Spin } from '@arco-design/web-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { type EditorStore, findComponent, useEditor } from '../model';
import { CanvasPanel } from './CanvasPanel';
import './panels.css';

type ComponentPanelModule = typeof import('./ComponentPanel');
let loading: Promise<ComponentPanelModule> | undefined;
let loaded: ComponentPanelModule | undefined;

/**
 * A component's panel and its blocks (date pickers, collapses, the chart, table, data-source and linkage
 * editors) are not needed until something is selected: the designer opens without them and loads them
 * when first asked, which the shell does as soon as the pointer moves over it.
 */
export const loadComponentPanel = (): Promise<ComponentPanelModule> => {
  loading ??= import('./ComponentPanel').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
};
const LazyComponentPanel = lazy(() =>
  loadComponentPanel().then((module) => ({ default: module.ComponentPanel })),
);

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
  // Once loaded, the panel renders at once rather than through a suspended first render.
  const ComponentPanel = loaded?.ComponentPanel ?? LazyComponentPanel;
  return (
    <Suspense fallback={<Spin className="designer-panel-loading" />}>
      {/* key: fields keep no state of another component. */}
      <ComponentPanel key={current.id} store={store} component={current} />
    </Suspense>
  );
}

import { Message } from '@arco-design/web-react';
import type { CustomScreenItem } from '@site/shared-schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { saveBlob } from '../../api/download';
import { session } from '../../app/store/session';
import { Canvas } from '../canvas/Canvas';
import { useMountContext } from '../canvas/mount-context';
import { fitZoom } from '../canvas/viewport';
import { LayersPanel } from '../layers/LayersPanel';
import { type EditorStore, useEditor } from '../model';
import { Palette } from '../palette/Palette';
import { AttributePanel, loadComponentPanel } from '../panels';
import { localDraftKey } from '../persistence/local-draft';
import { exportScreenFile, importScreenFile } from '../persistence/screen-file';
import { useLeaveGuard } from '../persistence/use-leave-guard';
import { useLocalDraft } from '../persistence/use-local-draft';
import { PreviewOverlay } from '../preview/PreviewOverlay';
import { Toolbar } from '../toolbar/Toolbar';
import { type LeftTab, LeftTabs } from './LeftTabs';
import { useCommandHost } from './use-command-host';
import { useShortcuts } from './use-shortcuts';
import './designer.css';

const LIST_PATH = '/electronic-display/custom-screen';
/** Room the viewport keeps around the canvas when fitting it. */
const FIT_MARGIN = 48;

/** The full-window designer of one screen: toolbar, palette and layers, canvas, attribute panel. */
export function DesignerShell({ store, screen }: { store: EditorStore; screen: CustomScreenItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const userId = session.use((state) => state.userInfo?.tenementUserId ?? '');
  const discardDraft = useLocalDraft(store, localDraftKey(userId, screen.screenId));
  useLeaveGuard(store, discardDraft);
  // The screen list's 预览 opens the designer playing the draft (?preview=1); closing leaves the designer.
  const [previewing, setPreviewing] = useState(
    () => new URLSearchParams(location.search).get('preview') === '1',
  );
  const { host, status } = useCommandHost({
    store,
    screenId: screen.screenId,
    onPreview: () => setPreviewing(true),
  });
  useShortcuts(store, host, !previewing);

  const canvas = useEditor(store, (state) => state.doc.canvasStyleData);
  const context = useMountContext(screen.projectId, canvas.areaId);
  const centre = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const fitToWindow = useCallback(() => {
    const element = centre.current;
    if (!element) return;
    const area = { width: element.clientWidth - FIT_MARGIN, height: element.clientHeight - FIT_MARGIN };
    setZoom(fitZoom(canvas, area));
  }, [canvas]);
  // Fit once when opened; later size changes keep the user's zoom.
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current) return;
    fitted.current = true;
    fitToWindow();
  }, [fitToWindow]);

  // Only the chosen one is drawn: the layers list of a crowded screen re-renders on every edit.
  const [leftTab, setLeftTab] = useState<LeftTab>('palette');
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const toggleHidden = useCallback(
    (id: string) =>
      setHidden((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const fileInput = useRef<HTMLInputElement>(null);
  const importFile = async (file: File) => {
    const result = importScreenFile(await file.text(), store.getState().doc);
    if (!result.ok) {
      console.warn('[designer] screen file refused:', result.errors);
      Message.error({ content: t(`designer.importRefused.${result.reason}`), duration: 5000 });
      return;
    }
    store.change(() => result.doc);
    store.commitStep();
    store.select([]);
    Message.success(t('designer.imported'));
  };
  const exportFile = () => {
    const file = exportScreenFile(store.getState().doc);
    saveBlob(new Blob([file.text], { type: 'application/json' }), file.name);
  };

  return (
    <div className="designer-shell" data-testid="designer" onPointerMove={() => void loadComponentPanel()}>
      <Toolbar
        store={store}
        host={host}
        screenName={canvas.screenName || screen.screenName}
        status={status}
        zoom={zoom}
        onZoom={setZoom}
        onFit={fitToWindow}
        onBack={() => navigate(LIST_PATH)}
        onImport={() => fileInput.current?.click()}
        onExport={exportFile}
      />
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        hidden
        data-testid="import-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
      <div className="designer-body">
        <aside className="designer-left">
          <LeftTabs current={leftTab} onChange={setLeftTab} />
          <div role="tabpanel">
            {leftTab === 'palette' ? (
              <Palette canvas={canvas} />
            ) : (
              <LayersPanel store={store} hidden={hidden} onToggleHidden={toggleHidden} />
            )}
          </div>
        </aside>
        <main className="designer-centre" ref={centre}>
          <Canvas store={store} host={host} zoom={zoom} onZoom={setZoom} context={context} hidden={hidden} />
        </main>
        <aside className="designer-right">
          <AttributePanel store={store} />
        </aside>
      </div>
      {previewing && (
        <PreviewOverlay doc={store.getState().doc} context={context} onClose={() => setPreviewing(false)} />
      )}
    </div>
  );
}

import type { MountContext } from '@site/player';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWidgetScope } from '../../app/widgets/WidgetHost';
import { type CommandHost, createComponent, type EditorStore, sampleTexts, useEditor } from '../model';
import { ContextMenu } from './ContextMenu';
import { backgroundLayer, pageText } from './canvas-style';
import { DragOverlay, type DragOverlayHandle } from './DragOverlay';
import { Shape } from './Shape';
import { useInteractions } from './use-interactions';
import { clampZoom, type Point, ZOOM_STEP } from './viewport';

/** dataTransfer type of a palette entry being dragged. */
export const WIDGET_DRAG_TYPE = 'application/x-site-widget';

interface Props {
  store: EditorStore;
  host: CommandHost;
  zoom: number;
  onZoom(zoom: number): void;
  context: MountContext;
  /** Components hidden from the canvas by the layers panel (a view setting, not saved). */
  hidden: ReadonlySet<string>;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The canvas at its document size inside a scrolling viewport. The zoom is a CSS transform of the
 * canvas element only; Ctrl/Cmd+wheel zooms, Space+drag pans, palette entries drop at the pointer.
 */
export function Canvas({ store, host, zoom, onZoom, context, hidden }: Props) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const canvas = useEditor(store, (state) => state.doc.canvasStyleData);
  const components = useEditor(store, (state) => state.doc.componentData);
  const selection = useEditor(store, (state) => state.selection);
  const editingTextId = useEditor(store, (state) => state.editingTextId);
  const overlay = useRef<DragOverlayHandle>(null);
  const scope = useWidgetScope(context, zoom);
  const [menu, setMenu] = useState<{ client: Point; at: Point } | null>(null);
  const [panning, setPanning] = useState(false);
  const space = useRef(false);
  const interactions = useInteractions({
    store,
    zoom,
    canvas: () => canvasRef.current,
    hidden,
    overlay: () => overlay.current,
  });

  // Ctrl/Cmd+wheel zooms the view about the pointer; the listener must not be passive to keep the
  // browser from zooming the page.
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  const anchor = useRef<{ client: Point; doc: Point } | null>(null);
  useEffect(() => {
    const element = viewport.current!;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const client = { x: event.clientX, y: event.clientY };
      anchor.current = { client, doc: interactions.toDoc(client) };
      onZoom(clampZoom(event.deltaY < 0 ? zoomRef.current * ZOOM_STEP : zoomRef.current / ZOOM_STEP));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [onZoom, interactions]);
  useLayoutEffect(() => {
    const held = anchor.current;
    anchor.current = null;
    if (!held || !canvasRef.current) return;
    const rect = canvasRef.current.getBoundingClientRect();
    viewport.current!.scrollLeft += rect.left + held.doc.x * zoom - held.client.x;
    viewport.current!.scrollTop += rect.top + held.doc.y * zoom - held.client.y;
  }, [zoom]);

  // Space held (outside text fields) turns a drag into panning.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || isTyping(event.target)) return;
      event.preventDefault();
      space.current = event.type === 'keydown';
      setPanning(space.current);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('keyup', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('keyup', onKey);
    };
  }, []);

  const startPan = (event: React.PointerEvent) => {
    if (!space.current || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    const element = viewport.current!;
    const start = { x: event.clientX, y: event.clientY, left: element.scrollLeft, top: element.scrollTop };
    const onMove = (e: PointerEvent) => {
      element.scrollLeft = start.left - (e.clientX - start.x);
      element.scrollTop = start.top - (e.clientY - start.y);
    };
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  };

  const drop = (event: React.DragEvent) => {
    const type = event.dataTransfer.getData(WIDGET_DRAG_TYPE);
    if (!type) return;
    event.preventDefault();
    const at = interactions.toDoc({ x: event.clientX, y: event.clientY });
    const place = { left: Math.round(at.x), top: Math.round(at.y) };
    store.add(createComponent(type, place, canvas, sampleTexts(t)));
  };

  const openMenu = (event: React.MouseEvent) => {
    event.preventDefault();
    const shape = (event.target as HTMLElement).closest<HTMLElement>('[data-component-id]');
    const id = shape?.dataset.componentId;
    const { selection: selected } = store.getState();
    if (!id) store.select([]);
    else if (!selected.includes(id)) store.select([id]);
    setMenu({
      client: { x: event.clientX, y: event.clientY },
      at: interactions.toDoc({ x: event.clientX, y: event.clientY }),
    });
  };
  const closeMenu = useCallback(() => setMenu(null), []);

  return (
    <div
      ref={viewport}
      className={`designer-viewport${panning ? ' is-panning' : ''}`}
      data-testid="designer-viewport"
      onPointerDownCapture={startPan}
      onPointerDown={(event) => {
        // Not on the viewport's own scrollbars.
        const element = viewport.current!;
        const rect = element.getBoundingClientRect();
        if (
          event.clientX - rect.left > element.clientWidth ||
          event.clientY - rect.top > element.clientHeight
        )
          return;
        interactions.pointerDownCanvas(event);
      }}
    >
      <div
        className="designer-canvas-frame"
        style={{ width: canvas.width * zoom, height: canvas.height * zoom }}
      >
        <div
          ref={canvasRef}
          className="designer-canvas"
          data-testid="designer-canvas"
          data-zoom={zoom}
          style={{
            width: canvas.width,
            height: canvas.height,
            transform: `scale(${zoom})`,
            ...pageText(canvas),
          }}
          onDragOver={(event) => {
            if (event.dataTransfer.types.includes(WIDGET_DRAG_TYPE)) event.preventDefault();
          }}
          onDrop={drop}
          onContextMenu={openMenu}
        >
          <div className="designer-canvas-bg" style={backgroundLayer(canvas)} />
          {scope &&
            components.map((component) =>
              hidden.has(component.id) ? null : (
                <Shape
                  key={component.id}
                  component={component}
                  store={store}
                  selected={selection.includes(component.id)}
                  editing={editingTextId === component.id}
                  zoom={zoom}
                  scope={scope}
                  interactions={interactions}
                />
              ),
            )}
          <DragOverlay ref={overlay} zoom={zoom} />
        </div>
      </div>
      {menu && (
        <ContextMenu store={store} host={host} client={menu.client} at={menu.at} onClose={closeMenu} />
      )}
    </div>
  );
}

import type { ScreenComponent } from '@site/shared-schema';
import { useMemo, useRef } from 'react';
import {
  type Box,
  boundsOf,
  boxOf as boxOfStyle,
  type EditorStore,
  type Guide,
  type Handle,
  moveComponents,
  resizeBox,
  snap,
} from '../model';
import type { DragOverlayHandle } from './DragOverlay';
import { followPointer, shiftPreview } from './drag';
import { holdStyle } from './hold-style';
import { contains, type Point, rectBetween, rotationTowards, toDocPoint } from './viewport';

/** Snapping distance in screen pixels (divided by the zoom for document pixels). */
const SNAP_PX = 6;

interface Options {
  store: EditorStore;
  zoom: number;
  canvas: () => HTMLElement | null;
  hidden: ReadonlySet<string>;
  overlay(): DragOverlayHandle | null;
}

export interface Interactions {
  /** Document coordinates of a client point. */
  toDoc(client: Point): Point;
  pointerDownShape(event: React.PointerEvent, id: string): void;
  pointerDownHandle(event: React.PointerEvent, id: string, handle: Handle): void;
  pointerDownRotate(event: React.PointerEvent, id: string): void;
  pointerDownCanvas(event: React.PointerEvent): void;
}

const boxOf = (component: ScreenComponent): Box => boxOfStyle(component.style);

const additive = (event: React.PointerEvent) => event.shiftKey || event.ctrlKey || event.metaKey;

const sameGuides = (a: readonly Guide[], b: readonly Guide[]) =>
  a.length === b.length &&
  a.every((guide, index) => guide.axis === b[index].axis && guide.at === b[index].at);

let dragCount = 0;
const nextMergeKey = (kind: string) => `${kind}:${++dragCount}`;

/**
 * Mouse editing of the canvas: select, move (snapping to other components' edges and centres),
 * resize, rotate and area selection. Each drag is one history step (a merge key, closed on release).
 */
export function useInteractions(options: Options): Interactions {
  const ref = useRef(options);
  ref.current = options;

  return useMemo<Interactions>(() => {
    const toDoc = (client: Point): Point => {
      const element = ref.current.canvas();
      if (!element) return client;
      return toDocPoint(client, element.getBoundingClientRect(), ref.current.zoom);
    };

    const shapeElement = (id: string) =>
      ref.current.canvas()?.querySelector<HTMLElement>(`[data-component-id="${CSS.escape(id)}"]`) ?? null;

    /** Ends text editing elsewhere: its editor saves on blur. */
    const leaveTextEditing = (id: string | null) => {
      const { store } = ref.current;
      const editing = store.getState().editingTextId;
      if (editing && editing !== id) {
        (document.activeElement as HTMLElement | null)?.blur();
        store.setEditingText(null);
      }
    };

    const startMove = (event: React.PointerEvent, ids: readonly string[]) => {
      const { store } = ref.current;
      const doc = store.getState().doc;
      const moving = doc.componentData.filter((c) => ids.includes(c.id) && !c.isLock);
      if (moving.length === 0) return;
      const bounds = moving.map((c) => boundsOf(boxOf(c)));
      const start: Box = {
        left: Math.min(...bounds.map((b) => b.left)),
        top: Math.min(...bounds.map((b) => b.top)),
        width: Math.max(...bounds.map((b) => b.right)) - Math.min(...bounds.map((b) => b.left)),
        height: Math.max(...bounds.map((b) => b.bottom)) - Math.min(...bounds.map((b) => b.top)),
        rotate: 0,
      };
      const others = doc.componentData
        .filter((c) => !ids.includes(c.id) && !ref.current.hidden.has(c.id))
        .map(boxOf);
      const origin = toDoc({ x: event.clientX, y: event.clientY });
      // The document takes the move as one step on release; until then only the elements move.
      const preview = shiftPreview(
        moving.map((c) => shapeElement(c.id)).filter((element): element is HTMLElement => !!element),
      );
      const offset = { x: 0, y: 0 };
      let guides: Guide[] = [];
      ref.current.overlay()?.beginGuides();
      followPointer(
        event,
        (client) => {
          const point = toDoc(client);
          const raw = { x: Math.round(point.x - origin.x), y: Math.round(point.y - origin.y) };
          const moved = { ...start, left: start.left + raw.x, top: start.top + raw.y };
          const snapped = snap(moved, others, SNAP_PX / ref.current.zoom);
          offset.x = raw.x + snapped.dx;
          offset.y = raw.y + snapped.dy;
          preview.shift(offset.x, offset.y);
          if (!sameGuides(guides, snapped.lines)) {
            guides = snapped.lines;
            ref.current.overlay()?.setGuides(guides);
          }
        },
        () => {
          ref.current.store.change((d) => moveComponents(d, ids, offset.x, offset.y));
          preview.end();
          ref.current.overlay()?.endGuides();
        },
      );
    };

    return {
      toDoc,
      pointerDownShape(event, id) {
        if (event.button !== 0) return;
        const { store } = ref.current;
        const state = store.getState();
        if (state.editingTextId === id) return;
        event.stopPropagation();
        leaveTextEditing(id);
        const selected = state.selection.includes(id);
        if (additive(event)) {
          if (selected) {
            store.select(state.selection.filter((s) => s !== id));
            return;
          }
          store.select([...state.selection, id]);
        } else if (!selected) {
          store.select([id]);
        }
        event.preventDefault();
        startMove(event, store.getState().selection);
      },
      pointerDownHandle(event, id, handle) {
        if (event.button !== 0) return;
        event.stopPropagation();
        event.preventDefault();
        const { store } = ref.current;
        const component = store.getState().doc.componentData.find((c) => c.id === id);
        if (!component || component.isLock) return;
        const start = boxOf(component);
        const mergeKey = nextMergeKey('resize');
        followPointer(
          event,
          (client) => {
            const box = resizeBox(start, handle, toDoc(client));
            ref.current.store.updateStyle(
              id,
              {
                left: Math.round(box.left),
                top: Math.round(box.top),
                width: Math.round(box.width),
                height: Math.round(box.height),
              },
              { mergeKey },
            );
          },
          () => ref.current.store.commitStep(),
        );
      },
      pointerDownRotate(event, id) {
        if (event.button !== 0) return;
        event.stopPropagation();
        event.preventDefault();
        const { store } = ref.current;
        const component = store.getState().doc.componentData.find((c) => c.id === id);
        if (!component || component.isLock) return;
        const box = boxOf(component);
        const center = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
        // Like a move, the turn is shown by a held animation and taken by the document on release.
        const element = shapeElement(id);
        const turned = (degrees: number): Keyframe => ({
          transform: degrees ? `rotate(${degrees}deg)` : 'none',
        });
        const preview = element ? holdStyle(element, turned(box.rotate)) : null;
        let rotate = box.rotate;
        let shift = event.shiftKey;
        const onKey = (e: KeyboardEvent) => {
          shift = e.shiftKey;
        };
        window.addEventListener('keydown', onKey);
        window.addEventListener('keyup', onKey);
        followPointer(
          event,
          (client) => {
            rotate = rotationTowards(center, toDoc(client), shift ? 15 : 1);
            preview?.set(turned(rotate));
          },
          () => {
            window.removeEventListener('keydown', onKey);
            window.removeEventListener('keyup', onKey);
            if (rotate !== box.rotate) ref.current.store.updateStyle(id, { rotate });
            preview?.release();
          },
        );
      },
      pointerDownCanvas(event) {
        if (event.button !== 0) return;
        const { store } = ref.current;
        leaveTextEditing(null);
        const keep = additive(event) ? store.getState().selection : [];
        const origin = toDoc({ x: event.clientX, y: event.clientY });
        event.preventDefault();
        followPointer(
          event,
          (client) => {
            const r = rectBetween(origin, toDoc(client));
            ref.current.overlay()?.setArea({
              left: r.left,
              top: r.top,
              width: r.right - r.left,
              height: r.bottom - r.top,
            });
          },
          (moved, last) => {
            ref.current.overlay()?.setArea(null);
            if (!moved) {
              store.select(keep);
              return;
            }
            const area = rectBetween(origin, toDoc(last));
            const inside = store
              .getState()
              .doc.componentData.filter(
                (c) => !ref.current.hidden.has(c.id) && contains(area, boundsOf(boxOf(c))),
              )
              .map((c) => c.id);
            store.select([...keep, ...inside]);
          },
        );
      },
    };
  }, []);
}

import { type Ref, useImperativeHandle, useRef } from 'react';
import type { Guide } from '../model';
import { type HeldStyle, holdStyle } from './hold-style';

export interface Area {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What a drag draws over the canvas: snapping guides and the area-selection rectangle. */
export interface DragOverlayHandle {
  /** Readies the guides for a move; `setGuides` then places them until `endGuides`. */
  beginGuides(): void;
  setGuides(guides: readonly Guide[]): void;
  endGuides(): void;
  setArea(area: Area | null): void;
}

/** Guides per axis: a moving box has three lines per axis (two edges and the centre). */
const GUIDES_PER_AXIS = 3;
const AXES = ['x', 'y'] as const;
const SLOTS = AXES.flatMap((axis) =>
  Array.from({ length: GUIDES_PER_AXIS }, (_, index) => ({ axis, index, key: `${axis}${index}` })),
);

const hidden: Keyframe = { transform: 'none', opacity: 0 };
const placed = (guide: Guide): Keyframe => ({
  transform: guide.axis === 'x' ? `translateX(${guide.at}px)` : `translateY(${guide.at}px)`,
  opacity: 1,
});

/**
 * The guides and the selection area over the canvas. The guides are a fixed set of lines, hidden
 * and shown and placed by held animations (see holdStyle) so that guides coming and going on each
 * pointer move add no element to the page and cost no layout. Neither re-renders the canvas.
 */
export function DragOverlay({ zoom, ref }: { zoom: number; ref: Ref<DragOverlayHandle> }) {
  const lines = useRef<Record<Guide['axis'], HTMLDivElement[]>>({ x: [], y: [] });
  const held = useRef<Array<{ style: HeldStyle; shown: string }> | null>(null);
  const area = useRef<HTMLDivElement>(null);

  useImperativeHandle(
    ref,
    () => ({
      beginGuides() {
        held.current ??= SLOTS.map(({ axis, index }) => ({
          style: holdStyle(lines.current[axis][index], hidden),
          shown: '',
        }));
      },
      setGuides(guides) {
        const slots = held.current;
        if (!slots) return;
        AXES.forEach((axis, a) => {
          const wanted = guides.filter((guide) => guide.axis === axis).slice(0, GUIDES_PER_AXIS);
          for (let i = 0; i < GUIDES_PER_AXIS; i += 1) {
            const slot = slots[a * GUIDES_PER_AXIS + i];
            const guide = wanted[i];
            const shown = guide ? String(guide.at) : '';
            if (slot.shown === shown) continue;
            slot.shown = shown;
            slot.style.set(guide ? placed(guide) : hidden);
          }
        });
      },
      endGuides() {
        for (const slot of held.current ?? []) slot.style.release();
        held.current = null;
      },
      setArea(next) {
        const element = area.current;
        if (!element) return;
        element.hidden = !next;
        if (next) Object.assign(element.style, { ...px(next), borderWidth: `${1 / zoom}px` });
      },
    }),
    [zoom],
  );

  return (
    <div className="designer-overlay">
      {SLOTS.map(({ axis, index, key }) => (
        <div
          key={key}
          ref={(element) => {
            if (element) lines.current[axis][index] = element;
          }}
          className={`designer-guide designer-guide-${axis}`}
          style={axis === 'x' ? { width: 1 / zoom } : { height: 1 / zoom }}
        />
      ))}
      <div ref={area} className="designer-area" hidden />
    </div>
  );
}

const px = (area: Area) => ({
  left: `${area.left}px`,
  top: `${area.top}px`,
  width: `${area.width}px`,
  height: `${area.height}px`,
});

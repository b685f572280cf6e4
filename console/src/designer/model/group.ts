import { isGroup, type ScreenComponent, type ScreenDocument } from '@site/shared-schema';
import { createComponent } from './create';
import { boxOf, centerOf, roundPx, unionBounds } from './geometry';
import { childBox, fitChildren, percent } from './group-layout';
import { rotatePoint } from './rotation';

export interface Regrouped {
  doc: ScreenDocument;
  /** What to select afterwards. */
  selection: string[];
}

/** The selected top-level components that are not locked, in z-order. */
function unlockedSelected(doc: ScreenDocument, ids: readonly string[]): ScreenComponent[] {
  const wanted = new Set(ids);
  return doc.componentData.filter((c) => wanted.has(c.id) && !c.isLock);
}

/**
 * Merges the selected components (two or more, none locked) into a Group whose box encloses their
 * rotated boxes. The group takes the place of the topmost of them; the children keep their canvas
 * style and get groupStyle percentages and rotation relative to the group, as the player draws them.
 */
export function compose(doc: ScreenDocument, ids: readonly string[]): Regrouped | null {
  const members = unlockedSelected(doc, ids);
  if (members.length < 2) return null;
  const exact = unionBounds(members.map((c) => boxOf(c.style)));
  const bounds = { left: roundPx(exact.left), top: roundPx(exact.top) };
  const width = roundPx(exact.right - bounds.left);
  const height = roundPx(exact.bottom - bounds.top);
  const group = createComponent('Group', { left: bounds.left, top: bounds.top });
  group.style = { ...group.style, width, height, rotate: 0 };
  group.propValue = members.map((child) => {
    const box = boxOf(child.style);
    const groupStyle = {
      left: percent(box.left - bounds.left, width),
      top: percent(box.top - bounds.top, height),
      width: percent(box.width, width),
      height: percent(box.height, height),
      rotate: box.rotate,
    };
    return { ...child, groupStyle };
  });
  const topmost = members[members.length - 1];
  const chosen = new Set(members);
  const componentData = doc.componentData.flatMap((c) =>
    c === topmost ? [group] : chosen.has(c) ? [] : [c],
  );
  return { doc: { ...doc, componentData }, selection: [group.id] };
}

/**
 * A child taken out of its group, placed where it visibly is: its box in the group's frame turned with
 * the group about the group's centre, and the group's rotation added to its own.
 */
export function releaseChild(child: ScreenComponent, group: ScreenComponent): ScreenComponent {
  const inner = childBox(child, group.style);
  const groupBox = boxOf(group.style);
  const center = rotatePoint(centerOf(inner), centerOf(groupBox), groupBox.rotate);
  const rotate = (inner.rotate + groupBox.rotate) % 360;
  const style = {
    ...child.style,
    left: roundPx(center.x - inner.width / 2),
    top: roundPx(center.y - inner.height / 2),
    width: inner.width,
    height: inner.height,
    rotate,
  };
  return fitChildren({ ...child, style, groupStyle: {} });
}

/** Splits each selected, unlocked Group into its children, in its place and z-order. */
export function decompose(doc: ScreenDocument, ids: readonly string[]): Regrouped | null {
  const groups = unlockedSelected(doc, ids).filter(isGroup);
  if (groups.length === 0) return null;
  const chosen = new Set<ScreenComponent>(groups);
  const selection: string[] = [];
  const componentData = doc.componentData.flatMap((c) => {
    if (!chosen.has(c) || !isGroup(c)) return [c];
    const children = (Array.isArray(c.propValue) ? c.propValue : []).map((child) => releaseChild(child, c));
    selection.push(...children.map((child) => child.id));
    return children;
  });
  return { doc: { ...doc, componentData }, selection };
}

import type { Linkage, LinkageEvent, LinkageItem, LinkageStyleEntry } from '@site/shared-schema';

/** Style keys a linkage may change on its target, in the order the picker lists them. */
export const LINKAGE_STYLE_KEYS = [
  'opacity',
  'background',
  'color',
  'fontSize',
  'borderColor',
  'borderWidth',
  'width',
  'height',
  'top',
  'left',
  'rotate',
] as const;

const update = (linkage: Linkage, index: number, recipe: (item: LinkageItem) => LinkageItem): Linkage => ({
  ...linkage,
  data: linkage.data.map((item, i) => (i === index ? recipe(item) : item)),
});

/** A new target row: no component yet, clicked, one empty style pair. */
export function addTarget(linkage: Linkage): Linkage {
  return {
    ...linkage,
    data: [...linkage.data, { id: '', event: 'v-click', style: [{ key: '', value: '' }] }],
  };
}

export function removeTarget(linkage: Linkage, index: number): Linkage {
  return { ...linkage, data: linkage.data.filter((_, i) => i !== index) };
}

export function setTarget(linkage: Linkage, index: number, id: string, label?: string): Linkage {
  return update(linkage, index, (item) => ({ ...item, id, label }));
}

export function setEvent(linkage: Linkage, index: number, event: LinkageEvent): Linkage {
  return update(linkage, index, (item) => ({ ...item, event }));
}

const updateStyle = (
  linkage: Linkage,
  index: number,
  styleIndex: number,
  recipe: (entry: LinkageStyleEntry) => LinkageStyleEntry,
): Linkage =>
  update(linkage, index, (item) => ({
    ...item,
    style: item.style.map((entry, i) => (i === styleIndex ? recipe(entry) : entry)),
  }));

/** Changing the key clears the value: a value typed for one property rarely fits another (seed 001 §4). */
export function setStyleKey(linkage: Linkage, index: number, styleIndex: number, key: string): Linkage {
  return updateStyle(linkage, index, styleIndex, (entry) =>
    entry.key === key ? entry : { ...entry, key, value: '' },
  );
}

export function setStyleValue(linkage: Linkage, index: number, styleIndex: number, value: string): Linkage {
  return updateStyle(linkage, index, styleIndex, (entry) => ({ ...entry, value }));
}

export function addStyle(linkage: Linkage, index: number): Linkage {
  return update(linkage, index, (item) => ({ ...item, style: [...item.style, { key: '', value: '' }] }));
}

export function removeStyle(linkage: Linkage, index: number, styleIndex: number): Linkage {
  return update(linkage, index, (item) => ({
    ...item,
    style: item.style.filter((_, i) => i !== styleIndex),
  }));
}

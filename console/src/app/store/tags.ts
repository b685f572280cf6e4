import { createStore } from './create-store';

/** A visited view of the tags bar. */
export interface TagView {
  /** The route path: the identity of the view and its cache key. */
  path: string;
  /** Path with query and hash: where clicking the tag goes. */
  fullPath: string;
  titleKey: string;
  affix?: boolean;
  noCache?: boolean;
}

/** Adds a view, or updates the query of one already open. */
export function addView(views: readonly TagView[], view: TagView): TagView[] {
  const index = views.findIndex((item) => item.path === view.path);
  if (index === -1) return [...views, view];
  return views.map((item, i) => (i === index ? { ...item, fullPath: view.fullPath } : item));
}

export function closeView(views: readonly TagView[], path: string): TagView[] {
  return views.filter((view) => view.affix || view.path !== path);
}

export function closeOtherViews(views: readonly TagView[], path: string): TagView[] {
  return views.filter((view) => view.affix || view.path === path);
}

export function closeAllViews(views: readonly TagView[]): TagView[] {
  return views.filter((view) => view.affix);
}

/** Paths whose page stays alive when left. */
export function cachedPaths(views: readonly TagView[]): string[] {
  return views.filter((view) => !view.noCache).map((view) => view.path);
}

/** Where to go after closing the active view: the last view left, or home. */
export function pathAfterClosing(views: readonly TagView[]): string {
  return views.at(-1)?.fullPath ?? '/';
}

export interface TagsState {
  views: TagView[];
  /** Bumped by a refresh: a new generation mounts the view's page anew. */
  generations: Readonly<Record<string, number>>;
}

export const tags = createStore<TagsState>({ views: [], generations: {} });

export const refreshView = (path: string) =>
  tags.set((state) => ({
    generations: { ...state.generations, [path]: (state.generations[path] ?? 0) + 1 },
  }));

export const updateViews = (change: (views: readonly TagView[]) => TagView[]) =>
  tags.set((state) => ({ views: change(state.views) }));

import type { ScreenQuery } from '../../api/custom-screen';

export interface ScreenPage {
  pageNumber: number;
  pageSize: number;
}

/** The list call: a blank search sends no name, so the server lists every screen. */
export function buildScreenQuery(projectId: string, screenName: string, page: ScreenPage): ScreenQuery {
  const name = screenName.trim();
  return { projectId, ...(name && { screenName: name }), ...page };
}

/** The full wall address of a key: the server answers it relative to itself, and walls need it whole. */
export const wallLink = (origin: string, playPath: string) => new URL(playPath, origin).toString();

/** Copies text; false when the browser has no clipboard here (insecure origin) or refuses the write. */
export async function copyText(text: string): Promise<boolean> {
  if (!globalThis.navigator?.clipboard) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Where the designer of a screen opens (the route table declares the path with its `*`). */
export const designerPath = (screenId: string) =>
  `/electronic-display/custom-screen/designer/${encodeURIComponent(screenId)}`;

/** The designer playing the screen's draft at once, as its own preview does. */
export const previewPath = (screenId: string) => `${designerPath(screenId)}?preview=1`;

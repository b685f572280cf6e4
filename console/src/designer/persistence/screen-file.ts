import { loadScreen, type ScreenDocument } from '@site/shared-schema';

/**
 * Why a file is refused, in the user's terms: not JSON at all, or JSON that is not a screen; `errors`
 * (paths and parser messages) go to the browser console for whoever debugs the file, not to the user.
 */
export type ImportRefusal = { ok: false; reason: 'notJson' | 'notScreen'; errors: string[] };
export type ImportResult = { ok: true; doc: ScreenDocument } | ImportRefusal;

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * Reads an exported screen file: JSON text of any version the schema knows, migrated then validated.
 * The imported page keeps the current screen's name, so importing never renames the screen.
 */
export function importScreenFile(text: string, current: ScreenDocument): ImportResult {
  const loaded = loadScreen(text);
  if (!loaded.ok) return { ok: false, reason: isJson(text) ? 'notScreen' : 'notJson', errors: loaded.errors };
  const canvasStyleData = { ...loaded.value.canvasStyleData, screenName: current.canvasStyleData.screenName };
  return { ok: true, doc: { ...loaded.value, canvasStyleData } };
}

export function exportScreenFile(doc: ScreenDocument): { name: string; text: string } {
  const base = doc.canvasStyleData.screenName.trim().replace(/[\\/:*?"<>|]+/g, '_') || 'screen';
  return { name: `${base}.json`, text: `${JSON.stringify(doc, null, 2)}\n` };
}

import { loadScreen, type ScreenDocument } from '@site/shared-schema';

export type ImportResult = { ok: true; doc: ScreenDocument } | { ok: false; errors: string[] };

/**
 * Reads an exported screen file: JSON text of any version the schema knows, migrated then validated.
 * The imported page keeps the current screen's name, so importing never renames the screen.
 */
export function importScreenFile(text: string, current: ScreenDocument): ImportResult {
  const loaded = loadScreen(text);
  if (!loaded.ok) return loaded;
  const canvasStyleData = { ...loaded.value.canvasStyleData, screenName: current.canvasStyleData.screenName };
  return { ok: true, doc: { ...loaded.value, canvasStyleData } };
}

export function exportScreenFile(doc: ScreenDocument): { name: string; text: string } {
  const base = doc.canvasStyleData.screenName.trim().replace(/[\\/:*?"<>|]+/g, '_') || 'screen';
  return { name: `${base}.json`, text: `${JSON.stringify(doc, null, 2)}\n` };
}

/** The first problems of a refused file, for one message. */
export function summariseErrors(errors: readonly string[], shown = 3): string {
  const head = errors.slice(0, shown).join('; ');
  return errors.length > shown ? `${head}; … (${errors.length})` : head;
}

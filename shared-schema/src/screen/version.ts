/**
 * Version of the screen document this program writes. Version 0 is a document without
 * `schemaVersion`: the original product's `{ canvasStyleData, componentData }`.
 * Raise it together with a new step in SCREEN_MIGRATIONS.
 */
export const CURRENT_SCHEMA_VERSION = 1;

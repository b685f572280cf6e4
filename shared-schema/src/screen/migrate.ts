/**
 * Migrations of the screen document, one step per version (vN → vN+1), so that a document saved
 * by any earlier version still opens. A document without `schemaVersion` is version 0: the original
 * product's `{ canvasStyleData, componentData }` (also a bare component array, componentData as a
 * JSON string, or the `{ canvasStyle, canvasData }` pair its designer kept in local storage).
 *
 * Migrations only normalise what they recognise and keep every other field as it is; judging the
 * result is the validator's work. Nothing is evaluated: JSON text is read with JSON.parse only.
 */

import { getWidget } from './catalogue';
import { defaultCanvasStyle } from './document';
import { createComponentId } from './id';
import type { ScreenDocument } from './types';
import { MAX_GROUP_DEPTH, validateScreen } from './validate';
import { CURRENT_SCHEMA_VERSION } from './version';

export { CURRENT_SCHEMA_VERSION };

type Json = Record<string, unknown>;

export interface ScreenMigration {
  from: number;
  to: number;
  description: string;
  /** A new document (the input is not changed); problems that stop the load go to `problems`. */
  up(doc: Json, problems: string[]): Json;
}

export type ScreenMigrationResult =
  | { ok: true; value: Json & { schemaVersion: number }; fromVersion: number }
  | { ok: false; errors: string[] };

export type ScreenLoadResult =
  | { ok: true; value: ScreenDocument; fromVersion: number }
  | { ok: false; errors: string[] };

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const has = (object: Json, key: string): boolean => Object.hasOwn(object, key);
const NUMERIC = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)\s*$/;

/** A number written as text becomes the number; anything else is left alone. */
function toNumber(value: unknown): unknown {
  return isString(value) && NUMERIC.test(value) ? Number(value) : value;
}

function parseJson(text: string, path: string, problems: string[]): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    problems.push(`${path}: not valid JSON (${(error as Error).message})`);
    return text;
  }
}

/**
 * A part of a document given as JSON text, read once. Text that holds text again is left as it was
 * (the validator refuses it): reading it further would make a second migration change it again.
 */
function parsePart(text: string, path: string, problems: string[]): unknown {
  const value = parseJson(text, path, problems);
  return isString(value) ? text : value;
}

// ---------------------------------------------------------------- v0 → v1

/** Component names of early versions of the original designer. */
const LEGACY_COMPONENT_NAMES: Record<string, string> = {
  'v-text': 'VText',
  'v-button': 'VButton',
};
const NUMERIC_STYLE_KEYS = [
  'width',
  'height',
  'top',
  'left',
  'rotate',
  'opacity',
  'interval',
  'duration',
  'formats',
  'format',
  'year',
  'month',
  'day',
  'hour',
  'minute',
  'second',
  'speed',
  'stopTime',
  'type',
];
const TEXT_ALIGN_NAMES: Record<string, number> = {
  left: 0,
  start: 0,
  justify: 0,
  center: 1,
  right: 2,
  end: 2,
};
const VERTICAL_ALIGN_NAMES: Record<string, number> = { top: 0, middle: 1, center: 1, bottom: 2 };

/** Alignment as the seed's codes 0, 1, 2; CSS names are translated, '' and unknown names dropped. */
function migrateAlign(style: Json, key: string, names: Record<string, number>): void {
  if (!has(style, key)) return;
  const value = toNumber(style[key]);
  if (value === 0 || value === 1 || value === 2) style[key] = value;
  else if (isString(value) && has(names, value)) style[key] = names[value];
  else delete style[key];
}

function migrateStyle(style: Json): Json {
  const out: Json = { ...style };
  for (const key of NUMERIC_STYLE_KEYS) if (has(out, key)) out[key] = toNumber(out[key]);
  if (out.top === undefined) out.top = 0;
  if (out.left === undefined) out.left = 0;
  if (out.rotate === undefined) out.rotate = 0;
  if (out.opacity === undefined) out.opacity = 1;
  migrateAlign(out, 'textAlign', TEXT_ALIGN_NAMES);
  migrateAlign(out, 'verticalAlign', VERTICAL_ALIGN_NAMES);
  // The seed calls the fill colour `background`; the designer it descends from said backgroundColor.
  if (out.background === undefined && has(out, 'backgroundColor')) {
    out.background = out.backgroundColor;
    delete out.backgroundColor;
  }
  return out;
}

function migrateRequest(request: Json): Json {
  const out: Json = { ...request };
  out.url ??= '';
  out.method ??= 'GET';
  out.paramType ??= '';
  out.data ??= [];
  out.series ??= false;
  out.time = out.time === undefined || out.time === '' ? 1000 : toNumber(out.time);
  out.requestCount =
    out.requestCount === undefined || out.requestCount === '' ? 0 : toNumber(out.requestCount);
  return out;
}

function migrateLinkage(linkage: Json): Json {
  const out: Json = { ...linkage };
  out.duration = out.duration === undefined || out.duration === '' ? 0 : toNumber(out.duration);
  out.data ??= [];
  if (Array.isArray(out.data)) {
    out.data = out.data.map((item) => {
      if (!isRecord(item)) return item;
      const copy: Json = { ...item };
      if (typeof copy.id === 'number') copy.id = String(copy.id);
      copy.event ??= '';
      if (Array.isArray(copy.style)) {
        copy.style = copy.style.map((entry) =>
          isRecord(entry) && entry.key === 'backgroundColor' ? { ...entry, key: 'background' } : entry,
        );
      }
      return copy;
    });
  }
  return out;
}

function migrateComponent(component: unknown, ids: Set<string>, depth: number): unknown {
  if (!isRecord(component)) return component;
  const out: Json = { ...component };
  if (isString(out.component) && has(LEGACY_COMPONENT_NAMES, out.component)) {
    out.component = LEGACY_COMPONENT_NAMES[out.component];
  }
  // Early designs numbered ids from 0 in every session: numbers become text, repeats get a fresh id.
  if (typeof out.id === 'number') out.id = String(out.id);
  if (!isString(out.id) || out.id === '' || ids.has(out.id)) out.id = createComponentId();
  ids.add(out.id as string);
  const type = isString(out.component) ? out.component : '';
  if (out.label === undefined) out.label = getWidget(type)?.label ?? type;
  if (isRecord(out.style)) out.style = migrateStyle(out.style);
  out.animations ??= [];
  out.events ??= {};
  out.isLock ??= false;
  if (type === 'Picture' && isString(out.propValue)) {
    out.propValue = { url: out.propValue, flip: { horizontal: false, vertical: false } };
  }
  if (type === 'Group' && Array.isArray(out.propValue) && depth < MAX_GROUP_DEPTH) {
    out.propValue = out.propValue.map((child) => migrateComponent(child, ids, depth + 1));
  }
  if (isRecord(out.request)) out.request = migrateRequest(out.request);
  if (isRecord(out.linkage)) out.linkage = migrateLinkage(out.linkage);
  if (has(out, 'videoNum')) out.videoNum = toNumber(out.videoNum);
  if (Array.isArray(out.deviceList)) {
    out.deviceList = out.deviceList.map((device) =>
      isRecord(device) && typeof device.deviceId === 'number'
        ? { ...device, deviceId: String(device.deviceId) }
        : device,
    );
  }
  return out;
}

function migrateCanvas(canvas: Json): Json {
  const out: Json = { ...canvas };
  if (out.background === undefined && has(out, 'backgroundColor')) {
    out.background = out.backgroundColor;
    delete out.backgroundColor;
  }
  for (const key of ['width', 'height', 'opacity', 'fontSize'])
    if (has(out, key)) out[key] = toNumber(out[key]);
  // The designer's scale box showed '100%'. Only a number before the % is read: stripping it from other
  // text would leave text that a second migration strips again.
  if (isString(out.scale)) {
    const scale = toNumber(out.scale.replace(/%\s*$/, ''));
    if (typeof scale === 'number') out.scale = scale;
  }
  if (typeof out.areaId === 'number') out.areaId = String(out.areaId);
  if (out.areaId === null) out.areaId = '';
  const defaults: Json = defaultCanvasStyle();
  for (const key of Object.keys(defaults)) if (out[key] === undefined) out[key] = defaults[key];
  return out;
}

const v0ToV1: ScreenMigration = {
  from: 0,
  to: 1,
  description:
    'Original product: add schemaVersion, read JSON-text parts, fill canvas defaults, name alignment by ' +
    'code, background for backgroundColor, numbers for numeric text, unique text ids, picture objects',
  up(doc, problems) {
    const { canvasStyle, canvasData, ...rest } = doc;
    let canvasStyleData = has(doc, 'canvasStyleData') ? doc.canvasStyleData : canvasStyle;
    let componentData = has(doc, 'componentData') ? doc.componentData : canvasData;
    if (has(doc, 'canvasStyleData') && canvasStyle !== undefined) rest.canvasStyle = canvasStyle;
    if (has(doc, 'componentData') && canvasData !== undefined) rest.canvasData = canvasData;
    if (isString(componentData)) componentData = parsePart(componentData, 'componentData', problems);
    if (isString(canvasStyleData)) canvasStyleData = parsePart(canvasStyleData, 'canvasStyleData', problems);

    if (Array.isArray(componentData)) {
      const ids = new Set<string>();
      componentData = componentData.map((component) => migrateComponent(component, ids, 0));
      // A page saved without its canvas (bare arrays, early exports) gets the default canvas.
      if (canvasStyleData === undefined || canvasStyleData === null) canvasStyleData = {};
    }
    if (isRecord(canvasStyleData)) canvasStyleData = migrateCanvas(canvasStyleData);

    delete rest.canvasStyleData;
    delete rest.componentData;
    return { schemaVersion: 1, canvasStyleData, componentData, ...rest };
  },
};

/** The chain: SCREEN_MIGRATIONS[n] takes version n to version n + 1. */
export const SCREEN_MIGRATIONS: readonly ScreenMigration[] = [v0ToV1];

/** The version a raw document declares; 0 when it declares none. */
function versionOf(doc: Json): number | string {
  if (!has(doc, 'schemaVersion')) return 0;
  const version = toNumber(doc.schemaVersion);
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return 'schemaVersion: expected an integer >= 0';
  }
  if (version > CURRENT_SCHEMA_VERSION) {
    return `schemaVersion: version ${version} is newer than this program's ${CURRENT_SCHEMA_VERSION}; update it to open this screen`;
  }
  return version;
}

/**
 * Brings a raw document (an object, JSON text, or a bare component array) to the current version.
 * A current document is answered as it is; an older one is copied where it changes.
 */
export function migrateScreen(raw: unknown): ScreenMigrationResult {
  const problems: string[] = [];
  let input = raw;
  if (isString(input)) {
    input = parseJson(input, '(root)', problems);
    if (problems.length > 0) return { ok: false, errors: problems };
  }
  if (Array.isArray(input)) input = { componentData: input };
  if (!isRecord(input)) {
    return { ok: false, errors: ['(root): expected a screen document (an object) or a component array'] };
  }
  const version = versionOf(input);
  if (typeof version === 'string') return { ok: false, errors: [version] };

  let doc: Json = input;
  for (let step = version; step < CURRENT_SCHEMA_VERSION; step++) {
    const migration = SCREEN_MIGRATIONS[step];
    doc = migration.up(doc, problems);
    if (problems.length > 0) return { ok: false, errors: problems };
  }
  if (doc.schemaVersion !== CURRENT_SCHEMA_VERSION) doc = { ...doc, schemaVersion: CURRENT_SCHEMA_VERSION };
  return { ok: true, value: doc as Json & { schemaVersion: number }, fromVersion: version };
}

/** Migrate, then validate: what the designer and the player call on every document they open. */
export function loadScreen(raw: unknown): ScreenLoadResult {
  const migrated = migrateScreen(raw);
  if (!migrated.ok) return migrated;
  const checked = validateScreen(migrated.value);
  if (!checked.ok) return checked;
  return { ok: true, value: checked.value, fromVersion: migrated.fromVersion };
}

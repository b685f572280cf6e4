/**
 * A hand-written validator of the current screen document. It never throws and never evaluates
 * anything: every problem is returned as `path: message`, e.g.
 * `componentData[3].style.width: expected a number`, group children included
 * (`componentData[2].propValue[0].label: expected a string`).
 */

import { getWidget } from './catalogue';
import { LINKAGE_EVENTS, REQUEST_METHODS, REQUEST_PARAM_TYPES, SPEEDS, VIDEO_WALL_CELLS } from './constants';
import type { ScreenComponent, ScreenDocument } from './types';
import { CURRENT_SCHEMA_VERSION } from './version';

export type ScreenValidation = { ok: true; value: ScreenDocument } | { ok: false; errors: string[] };

/** Past this many errors the list ends with a count of the rest. */
export const MAX_VALIDATION_ERRORS = 1000;
/** Groups nested deeper than this are refused (a document is data, not a stack bomb). */
export const MAX_GROUP_DEPTH = 32;

type Json = Record<string, unknown>;

class Report {
  readonly errors: string[] = [];
  private dropped = 0;

  add(path: string, message: string): void {
    if (this.errors.length < MAX_VALIDATION_ERRORS) this.errors.push(`${path}: ${message}`);
    else this.dropped++;
  }

  finish(): string[] {
    if (this.dropped > 0) return [...this.errors, `… and ${this.dropped} more errors`];
    return this.errors;
  }
}

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const has = (object: Json, key: string): boolean => Object.hasOwn(object, key);

/**
 * Every index of an array, holes included: forEach would skip a hole, which JSON then writes as null,
 * so a document passed here could be refused once saved.
 */
function eachItem(items: unknown[] | undefined, visit: (item: unknown, index: number) => void): void {
  if (items) for (let i = 0; i < items.length; i++) visit(items[i], i);
}

const listOf = (values: readonly (string | number)[]): string =>
  values.map((value) => (typeof value === 'string' ? JSON.stringify(value) : String(value))).join(', ');

interface NumberRule {
  min?: number;
  max?: number;
  integer?: boolean;
}

function numberMessage(rule: NumberRule): string {
  const kind = rule.integer ? 'an integer' : 'a number';
  if (rule.min !== undefined && rule.max !== undefined)
    return `expected ${kind} from ${rule.min} to ${rule.max}`;
  if (rule.min !== undefined) return `expected ${kind} >= ${rule.min}`;
  return `expected ${kind}`;
}

function checkNumber(report: Report, value: unknown, path: string, rule: NumberRule = {}): void {
  if (!isNumber(value)) report.add(path, 'expected a number');
  else if (
    (rule.integer && !Number.isInteger(value)) ||
    (rule.min !== undefined && value < rule.min) ||
    (rule.max !== undefined && value > rule.max)
  ) {
    report.add(path, numberMessage(rule));
  }
}

/** Field checkers: `required` fields must be present, optional ones are checked when present. */
class Fields {
  constructor(
    private readonly report: Report,
    private readonly object: Json,
    private readonly path: string,
  ) {}

  private present(key: string, required: boolean): boolean {
    if (has(this.object, key) && this.object[key] !== undefined) return true;
    return required;
  }

  at(key: string): string {
    return `${this.path}.${key}`;
  }

  number(key: string, required: boolean, rule: NumberRule = {}): void {
    if (this.present(key, required)) checkNumber(this.report, this.object[key], this.at(key), rule);
  }

  string(key: string, required: boolean, nonEmpty = false): void {
    if (!this.present(key, required)) return;
    const value = this.object[key];
    if (!isString(value) || (nonEmpty && value === '')) {
      this.report.add(this.at(key), nonEmpty ? 'expected a non-empty string' : 'expected a string');
    }
  }

  boolean(key: string, required: boolean): void {
    if (this.present(key, required) && typeof this.object[key] !== 'boolean') {
      this.report.add(this.at(key), 'expected a boolean');
    }
  }

  numberOrString(key: string): void {
    if (!this.present(key, false)) return;
    const value = this.object[key];
    if (!isNumber(value) && !isString(value)) this.report.add(this.at(key), 'expected a number or a string');
  }

  oneOf(key: string, required: boolean, values: readonly (string | number)[]): void {
    if (this.present(key, required) && !values.includes(this.object[key] as string | number)) {
      this.report.add(this.at(key), `expected one of ${listOf(values)}`);
    }
  }

  /** The value when it is an object, else reports and answers undefined. */
  record(key: string, required: boolean): Json | undefined {
    if (!this.present(key, required)) return undefined;
    const value = this.object[key];
    if (isRecord(value)) return value;
    this.report.add(this.at(key), 'expected an object');
    return undefined;
  }

  array(key: string, required: boolean): unknown[] | undefined {
    if (!this.present(key, required)) return undefined;
    const value = this.object[key];
    if (Array.isArray(value)) return value;
    this.report.add(this.at(key), 'expected an array');
    return undefined;
  }
}

// ---------------------------------------------------------------- canvas

function checkCanvas(report: Report, canvas: Json, path: string): void {
  const f = new Fields(report, canvas, path);
  f.string('screenName', true);
  f.number('width', true, { min: 1 });
  f.number('height', true, { min: 1 });
  f.number('scale', true, { min: 1 });
  f.string('color', true);
  f.number('opacity', true, { min: 0, max: 1 });
  f.string('background', true);
  f.number('fontSize', true, { min: 0 });
  f.string('areaId', true);
}

// ---------------------------------------------------------------- component parts

const CSS_KEYS = [
  'fontSize',
  'fontWeight',
  'lineHeight',
  'letterSpacing',
  'borderRadius',
  'borderWidth',
  'titleFontSize',
  'subTitleFontSize',
  'rateFontSize',
];
const STRING_STYLE_KEYS = [
  'color',
  'borderColor',
  'borderStyle',
  'background',
  'deviceType',
  'deviceId',
  'url',
  'text',
  'inMethod',
  'outMethod',
  'stopMethod',
];
const NUMBER_STYLE_KEYS = ['formats', 'format', 'year', 'month', 'day', 'hour', 'minute', 'second', 'type'];
const ALIGN_CODES = [0, 1, 2];

function checkStyle(report: Report, style: Json, path: string): void {
  const f = new Fields(report, style, path);
  f.number('width', true, { min: 0 });
  f.number('height', true, { min: 0 });
  f.number('top', true);
  f.number('left', true);
  f.number('rotate', true);
  f.number('opacity', true, { min: 0, max: 1 });
  for (const key of CSS_KEYS) f.numberOrString(key);
  for (const key of STRING_STYLE_KEYS) f.string(key, false);
  for (const key of NUMBER_STYLE_KEYS) f.number(key, false);
  f.oneOf('textAlign', false, ALIGN_CODES);
  f.oneOf('verticalAlign', false, ALIGN_CODES);
  f.number('interval', false, { min: 0 });
  f.number('duration', false, { min: 0 });
  f.number('stopTime', false, { min: 0 });
  f.oneOf('speed', false, SPEEDS);
  f.boolean('loop', false);
}

function checkFlip(report: Report, fields: Fields): void {
  const flip = fields.record('flip', false);
  if (!flip) return;
  const f = new Fields(report, flip, fields.at('flip'));
  f.boolean('horizontal', true);
  f.boolean('vertical', true);
}

function checkTable(report: Report, table: Json, path: string): void {
  const f = new Fields(report, table, path);
  const rows = f.array('data', true);
  eachItem(rows, (row, r) => {
    const rowPath = `${path}.data[${r}]`;
    if (!Array.isArray(row)) {
      report.add(rowPath, 'expected an array');
      return;
    }
    eachItem(row, (cell, c) => {
      if (!isString(cell)) report.add(`${rowPath}[${c}]`, 'expected a string');
    });
  });
  f.boolean('stripe', true);
  f.boolean('thBold', true);
}

function checkShowable(report: Report, fields: Fields, key: string): Fields | undefined {
  const part = fields.record(key, false);
  if (!part) return undefined;
  const f = new Fields(report, part, fields.at(key));
  f.boolean('show', false);
  return f;
}

function checkChart(report: Report, chart: Json, path: string): void {
  const f = new Fields(report, chart, path);
  f.string('chart', false);
  const option = f.record('option', true);
  if (!option) return;
  const o = new Fields(report, option, f.at('option'));
  checkShowable(report, o, 'title')?.string('text', false);
  checkShowable(report, o, 'tooltip');
  checkShowable(report, o, 'legend');
  checkShowable(report, o, 'xAxis')?.array('data', false);
  o.record('yAxis', false);
  if (!has(option, 'series') || option.series === undefined) return;
  const seriesPath = o.at('series');
  const checkSeries = (series: unknown, at: string) => {
    if (!isRecord(series)) {
      report.add(at, 'expected an object');
      return;
    }
    const s = new Fields(report, series, at);
    s.string('type', true);
    s.array('data', true);
  };
  if (Array.isArray(option.series)) {
    eachItem(option.series, (series, i) => {
      checkSeries(series, `${seriesPath}[${i}]`);
    });
  } else checkSeries(option.series, seriesPath);
}

function checkRequest(report: Report, request: Json, path: string): void {
  const f = new Fields(report, request, path);
  f.string('url', true);
  f.oneOf('method', true, REQUEST_METHODS);
  f.oneOf('paramType', true, REQUEST_PARAM_TYPES);
  eachItem(f.array('data', true), (item, i) => {
    const ok =
      isString(item) || (Array.isArray(item) && item.length === 2 && isString(item[0]) && isString(item[1]));
    if (!ok) report.add(`${path}.data[${i}]`, 'expected a string or a [name, value] pair of strings');
  });
  f.boolean('series', true);
  f.number('time', true, { min: 0 });
  f.number('requestCount', true, { min: 0, integer: true });
}

function checkLinkage(report: Report, linkage: Json, path: string): void {
  const f = new Fields(report, linkage, path);
  f.number('duration', true, { min: 0 });
  eachItem(f.array('data', true), (item, i) => {
    const itemPath = `${path}.data[${i}]`;
    if (!isRecord(item)) {
      report.add(itemPath, 'expected an object');
      return;
    }
    const l = new Fields(report, item, itemPath);
    l.string('id', true);
    l.string('label', false);
    l.oneOf('event', true, LINKAGE_EVENTS);
    eachItem(l.array('style', true), (entry, j) => {
      const entryPath = `${itemPath}.style[${j}]`;
      if (!isRecord(entry)) {
        report.add(entryPath, 'expected an object');
        return;
      }
      const e = new Fields(report, entry, entryPath);
      e.string('key', true);
      if (!isNumber(entry.value) && !isString(entry.value)) {
        report.add(`${entryPath}.value`, 'expected a number or a string');
      }
    });
  });
}

function checkAnimations(report: Report, animations: unknown[], path: string): void {
  eachItem(animations, (animation, i) => {
    const at = `${path}[${i}]`;
    if (!isRecord(animation)) {
      report.add(at, 'expected an object');
      return;
    }
    const f = new Fields(report, animation, at);
    f.string('label', true);
    f.string('value', true);
    f.boolean('isLoop', false);
    f.number('animationTime', false, { min: 0 });
  });
}

function checkDeviceList(report: Report, devices: unknown[], path: string): void {
  eachItem(devices, (device, i) => {
    const at = `${path}[${i}]`;
    if (!isRecord(device)) {
      report.add(at, 'expected an object');
      return;
    }
    const f = new Fields(report, device, at);
    f.string('deviceId', true);
    f.string('deviceName', false);
    f.string('channelId', false);
    f.string('channelName', false);
  });
}

// ---------------------------------------------------------------- component

interface Walk {
  report: Report;
  /** id → path of its first use */
  ids: Map<string, string>;
}

function checkPropValue(walk: Walk, component: Json, path: string, depth: number): void {
  const { report } = walk;
  const type = isString(component.component) ? component.component : '';
  const kind = getWidget(type)?.propKind ?? 'any';
  const value = component.propValue;
  const at = `${path}.propValue`;
  const fields = new Fields(report, component, path);
  switch (kind) {
    case 'text':
      fields.string('propValue', true);
      return;
    case 'table':
      if (isRecord(value)) checkTable(report, value, at);
      else report.add(at, 'expected an object with data, stripe and thBold');
      return;
    case 'chart':
      if (isRecord(value)) checkChart(report, value, at);
      else report.add(at, 'expected an object with option');
      return;
    case 'picture':
      if (isRecord(value)) {
        const f = new Fields(report, value, at);
        f.string('url', true);
        checkFlip(report, f);
      } else report.add(at, 'expected an object with url');
      return;
    case 'group':
      if (!Array.isArray(value)) {
        report.add(at, 'expected an array of components');
        return;
      }
      if (depth >= MAX_GROUP_DEPTH) {
        report.add(at, `groups nested deeper than ${MAX_GROUP_DEPTH}`);
        return;
      }
      eachItem(value, (child, i) => {
        checkComponent(walk, child, `${at}[${i}]`, depth + 1);
      });
      return;
    case 'object':
      if (isRecord(value)) {
        const f = new Fields(report, value, at);
        f.number('rateNum', false);
        checkFlip(report, f);
      } else if (!isString(value)) report.add(at, 'expected an object or a string');
      return;
    default:
      return;
  }
}

function checkComponent(walk: Walk, component: unknown, path: string, depth: number): void {
  const { report } = walk;
  if (!isRecord(component)) {
    report.add(path, 'expected an object (a component)');
    return;
  }
  const f = new Fields(report, component, path);
  f.string('id', true, true);
  if (isString(component.id) && component.id !== '') {
    const first = walk.ids.get(component.id);
    if (first) report.add(f.at('id'), `duplicate id ${JSON.stringify(component.id)}, first used at ${first}`);
    else walk.ids.set(component.id, f.at('id'));
  }
  f.string('component', true, true);
  f.string('realComponent', false);
  f.string('componentType', false);
  f.string('label', true);
  f.string('collapseName', false);
  f.boolean('isLock', true);
  f.boolean('noEdit', false);

  const style = f.record('style', true);
  if (style) checkStyle(report, style, f.at('style'));
  const animations = f.array('animations', true);
  if (animations) checkAnimations(report, animations, f.at('animations'));
  f.record('events', true);
  f.record('groupStyle', false);
  const request = f.record('request', false);
  if (request) checkRequest(report, request, f.at('request'));
  const linkage = f.record('linkage', false);
  if (linkage) checkLinkage(report, linkage, f.at('linkage'));
  f.oneOf('videoNum', false, VIDEO_WALL_CELLS);
  const devices = f.array('deviceList', false);
  if (devices) checkDeviceList(report, devices, f.at('deviceList'));

  checkPropValue(walk, component, path, depth);
}

// ---------------------------------------------------------------- entry points

/** Validates a document of the current schema version (migrate older ones first: see loadScreen). */
export function validateScreen(doc: unknown): ScreenValidation {
  const report = new Report();
  if (!isRecord(doc)) {
    report.add('(root)', 'expected an object with schemaVersion, canvasStyleData and componentData');
    return { ok: false, errors: report.finish() };
  }
  if (doc.schemaVersion !== CURRENT_SCHEMA_VERSION) {
    report.add('schemaVersion', `expected ${CURRENT_SCHEMA_VERSION} (migrate older documents first)`);
  }
  const canvas = doc.canvasStyleData;
  if (isRecord(canvas)) checkCanvas(report, canvas, 'canvasStyleData');
  else report.add('canvasStyleData', 'expected an object');

  const components = doc.componentData;
  if (Array.isArray(components)) {
    const walk: Walk = { report, ids: new Map() };
    eachItem(components, (component, i) => {
      checkComponent(walk, component, `componentData[${i}]`, 0);
    });
  } else report.add('componentData', 'expected an array');

  const errors = report.finish();
  return errors.length === 0 ? { ok: true, value: doc as ScreenDocument } : { ok: false, errors };
}

/**
 * Validates one component, e.g. a pasted one, with paths under `path`. Its ids are checked against
 * `takenIds` (the ids already on the canvas) when given.
 */
export function validateComponent(
  component: unknown,
  path = 'component',
  takenIds: Iterable<string> = [],
): { ok: true; value: ScreenComponent } | { ok: false; errors: string[] } {
  const report = new Report();
  const ids = new Map<string, string>();
  for (const id of takenIds) ids.set(id, 'the canvas');
  checkComponent({ report, ids }, component, path, 0);
  const errors = report.finish();
  return errors.length === 0 ? { ok: true, value: component as ScreenComponent } : { ok: false, errors };
}

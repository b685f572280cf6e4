import { VEHICLE_DIRECTION_IN, VEHICLE_TYPES } from '@site/shared-schema';
import { formatPattern } from '../time-format';

const RECORD_TIME = 'YYYY-MM-DD HH:mm:ss';

/**
 * A recognition time as YYYY-MM-DD HH:mm:ss. Lists answer that text already; a pushed record may carry
 * a timestamp (10 digits: seconds, seed 001 §4) or an ISO time. Anything unreadable shows as given.
 */
export function recordTime(value: unknown): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return value;
  const numeric = typeof value === 'number' || (typeof value === 'string' && /^\d{10,13}$/.test(value));
  const ms = numeric
    ? Number(value) * (String(value).length === 10 ? 1000 : 1)
    : Date.parse(String(value ?? ''));
  return Number.isFinite(ms) ? formatPattern(new Date(ms), RECORD_TIME) : String(value ?? '');
}

/** Direction 1 is an entry, anything else an exit. */
export function directionName(direction: unknown): string {
  return Number(direction) === VEHICLE_DIRECTION_IN ? '进场' : '出场';
}

/** The vehicle type: a name as given, or a type code (0 to 6) by its name. */
export function vehicleTypeName(type: unknown): string {
  const text = typeof type === 'number' ? String(type) : typeof type === 'string' ? type.trim() : '';
  return /^\d+$/.test(text) ? (VEHICLE_TYPES[Number(text)] ?? VEHICLE_TYPES[0]) : text;
}

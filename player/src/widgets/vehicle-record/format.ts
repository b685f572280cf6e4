import { VEHICLE_DIRECTION_IN, VEHICLE_TYPES } from '@site/shared-schema';
import { t } from '../../i18n';
import { formatPattern } from '../time-format';

/** The codes of VEHICLE_TYPES, each named in the dictionaries. */
type VehicleTypeCode = 0 | 1 | 2 | 3 | 4 | 5 | 6;

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
export function isEntry(direction: unknown): boolean {
  return Number(direction) === VEHICLE_DIRECTION_IN;
}

export function directionName(direction: unknown): string {
  return t(isEntry(direction) ? 'direction.in' : 'direction.out');
}

/** The vehicle type: a name as given, or a type code (0 to 6) by its name in the wall's language. */
export function vehicleTypeName(type: unknown): string {
  const text = typeof type === 'number' ? String(type) : typeof type === 'string' ? type.trim() : '';
  if (!/^\d+$/.test(text)) return text;
  const code = Number(text);
  return t(`vehicle.type.${(code in VEHICLE_TYPES ? code : 0) as VehicleTypeCode}`);
}

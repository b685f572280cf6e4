import { formatDateTime, type HealthCodeColor, type NucleicTestResult } from '@site/shared-schema';
import type { healthCodeRecords } from '../../db/schema';
import { between, pick, type Random, round } from '../../seed/devices/random';

/** Where the demo sites' people have their nucleic tests done. */
export const NUCLEIC_TEST_POINTS = [
  '街道社区卫生服务中心核酸采样点',
  '工地临时核酸采样点',
  '人民医院发热门诊',
  '地铁站便民核酸采样亭',
] as const;

const HOUR = 3_600_000;

/** A code's colour: nearly always green, now and then yellow, rarely red. */
function colourOf(random: Random): HealthCodeColor {
  const draw = random();
  if (draw < 0.02) return 'RED';
  if (draw < 0.08) return 'YELLOW';
  return 'GREEN';
}

export interface Holder {
  id: string;
  personName: string;
  idcardNumber: string;
  headPhotoPath: string;
}

/**
 * A health code of the roster's person scanned at a gate at `at`: its colour, the latest nucleic test it
 * carries (within the last three days, at one of the test points; a few people without one) and the
 * temperature the reader measured.
 */
export function scannedCode(
  random: Random,
  scan: { projectId: string; deviceId: string; person: Holder; at: number },
): typeof healthCodeRecords.$inferInsert {
  const tested = random() >= 0.03;
  const healthCode = colourOf(random);
  const nucleicTestResult: NucleicTestResult = !tested
    ? 'NONE'
    : healthCode === 'RED'
      ? 'POSITIVE'
      : 'NEGATIVE';
  return {
    projectId: scan.projectId,
    personId: scan.person.id,
    personName: scan.person.personName,
    idcardNumber: scan.person.idcardNumber,
    healthCode,
    nucleicTestResult,
    nucleicTestTime: tested ? formatDateTime(scan.at - between(random, 6, 72) * HOUR) : null,
    nucleicTestPointName: tested ? pick(random, NUCLEIC_TEST_POINTS) : '',
    personTemperature: round(between(random, 36.1, 36.9)),
    photoPath: scan.person.headPhotoPath,
    deviceId: scan.deviceId,
    recordTime: formatDateTime(scan.at),
  };
}

/** A feverish temperature: from the abnormal threshold to a high fever. */
export const feverTemperature = (random: Random): number => round(between(random, 37.3, 38.6));

import type { CraneDetail } from '@site/shared-schema';

export const VIEW = { width: 480, height: 300, margin: 24 } as const;

/** The moment limiter's 100 %: past it the crane is in alarm (server crane/limits.ts). */
export const MOMENT_LIMIT = 100;

/**
 * Where the live view draws a crane (SVG units): the tower to its height, the cap above it, the jib with
 * its back and front arms, the trolley at the reading's radius and the hook at its height. Metres scale
 * across and up independently so that any crane fills the view; the trolley and hook stay on the jib
 * and above the ground whatever a reading says.
 */
export function craneGeometry(detail: CraneDetail) {
  const { siteCraneDevice: crane, siteCraneDeviceParam: arms, lastRealtime: reading } = detail;
  const { width, height, margin } = VIEW;
  const span = Math.max(arms.backArmLength + arms.frontArmLength, 1);
  const across = (width - 2 * margin) / span;
  const up = (height - 2 * margin) / Math.max(crane.towerCapHight, crane.towerHight, 1);
  const ground = height - margin;
  const towerX = margin + arms.backArmLength * across;
  const jibY = ground - crane.towerHight * up;
  const radius = Math.min(Math.max(reading?.tcMlMaxScope ?? 0, 0), arms.frontArmLength);
  const hookHeight = Math.min(Math.max(reading?.height ?? 0, 0), crane.towerHight);
  const moment = Math.max(reading?.moment ?? 0, 0);
  return {
    ground,
    towerX,
    jibY,
    capY: ground - Math.max(crane.towerCapHight, crane.towerHight) * up,
    backEndX: margin,
    frontEndX: towerX + arms.frontArmLength * across,
    trolleyX: towerX + radius * across,
    hookY: ground - hookHeight * up,
    /** The moment bar's share of the view's width, full at the limit. */
    momentShare: Math.min(moment / MOMENT_LIMIT, 1),
    overMoment: moment > MOMENT_LIMIT,
  };
}

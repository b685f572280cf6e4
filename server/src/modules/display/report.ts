import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { DISPLAY_REPORT_DESTINATION } from '@site/shared-realtime';
import type { DisplayReport } from '@site/shared-schema';
import type { Database } from '../../db/client';
import type { RealtimeHub } from '../realtime/hub';
import { noteSeen } from './pairing';

/** What a display may report: short texts and counts, nothing else is stored. */
export const displayReportSchema = Type.Object(
  {
    playerVersion: Type.String({ maxLength: 40 }),
    playingName: Type.String({ maxLength: 100 }),
    resolution: Type.String({ maxLength: 20 }),
    heapMb: Type.Number({ minimum: 0, maximum: 1_000_000 }),
    errorCount: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
const reportCheck = TypeCompiler.Compile(displayReportSchema);

function parseReport(text: string): DisplayReport | null {
  try {
    const value: unknown = JSON.parse(text);
    return reportCheck.Check(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * A registered display's reports over its socket (`/app/displayReport`): it is alive, and this is what it
 * shows and how it fares. Anyone else's SEND there, or a malformed report, is dropped.
 */
export function mountDisplayReports(hub: RealtimeHub, db: Database): void {
  hub.handle(DISPLAY_REPORT_DESTINATION, async ({ caller, body }) => {
    if (caller.kind !== 'wall' || !caller.grant.displayId) return;
    const report = parseReport(body);
    if (report) await noteSeen(db, caller.grant.displayId, report);
  });
}

import type { TimeLogMessage, VerifyRecordTimeLog } from '@site/shared-realtime';
import type { RealtimeMessage } from '@site/shared-realtime/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Row } from '../../../api/resource-calls';
import { useRealtimeChannel } from '../../../app/realtime';

export type LiveKind = VerifyRecordTimeLog['recordKind'];

/** Pushed rows kept per list: more than a page never shows (only the first page takes them). */
const KEPT = 40;
/** How long a pushed row wears its "new" mark. */
export const NEW_MARK_MS = 15_000;

const EMPTY: Record<LiveKind, Row[]> = { person: [], cert: [], detail: [], stranger: [] };

/**
 * The records the project's face devices and ID-card readers push on timeLog while the page is open,
 * newest first per kind, and the ids still marked new.
 */
export function useLiveRecords(projectId: string) {
  const [pushed, setPushed] = useState(EMPTY);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);
  // Another project's page starts empty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the project changes
  useEffect(() => setPushed(EMPTY), [projectId]);

  const onMessage = useCallback(({ body }: RealtimeMessage<TimeLogMessage>) => {
    if (body.deviceType !== 'verify') return;
    const row = body.record as unknown as Row;
    const id = String(row.recordId);
    setPushed((current) => ({
      ...current,
      [body.recordKind]: [row, ...current[body.recordKind]].slice(0, KEPT),
    }));
    setFresh((current) => new Set(current).add(id));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFresh((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }, NEW_MARK_MS);
    timers.current.add(timer);
  }, []);
  useRealtimeChannel<TimeLogMessage>(
    projectId ? { kind: 'project', topic: 'timeLog', projectId } : null,
    onMessage,
  );
  return { pushed, fresh };
}

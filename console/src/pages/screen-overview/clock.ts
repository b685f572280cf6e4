import { DATE_FORMAT, formatDateTime } from '@site/shared-schema';
import { useEffect, useState } from 'react';

/** Seed 000 §9: the data screen's clock refreshes every second. */
export const CLOCK_TICK_MS = 1000;

/** i18n keys of the weekdays, Sunday first as Date.getDay() counts. */
export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

export interface ClockFace {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm:ss */
  time: string;
  weekday: WeekdayKey;
}

export function clockFace(now: Date): ClockFace {
  return {
    date: formatDateTime(now, DATE_FORMAT),
    time: formatDateTime(now, 'HH:mm:ss'),
    weekday: WEEKDAY_KEYS[now.getDay()],
  };
}

/** The current time, re-read every tick. */
export function useClock(tickMs = CLOCK_TICK_MS): ClockFace {
  const [face, setFace] = useState(() => clockFace(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setFace(clockFace(new Date())), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return face;
}

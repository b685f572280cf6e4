import { SLOW_REFRESH_MS, WEATHER_WEEKDAYS, type Weather } from '@site/shared-schema';

const FETCH_TIMEOUT_MS = 5_000;
/** After a failure the service is asked again at most this often, so a dead service costs little. */
const RETRY_AFTER_MS = 60_000;

export interface WeatherSource {
  /** The current weather, or null while the service cannot tell. */
  current(): Promise<Weather | null>;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** The service's answer when it has the fields the clock widget shows; week is ours when it sends none. */
function readAnswer(answer: unknown): (Omit<Weather, 'week'> & { week: string | null }) | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const fields = answer as Record<string, unknown>;
  const wea = text(fields.wea);
  const tem1 = text(fields.tem1);
  if (wea === null || tem1 === null) return null;
  return { city: text(fields.city) ?? '', wea, tem1, tem2: text(fields.tem2) ?? '', week: text(fields.week) };
}

async function fetchWeather(url: string) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    return response.ok ? readAnswer(await response.json()) : null;
  } catch {
    return null;
  }
}

/**
 * The weather of a configured service (WEATHER_URL), asked at most once per 10 minutes whoever calls:
 * every wall's clock widget reads it. The weekday is the server's, unless the service sends one.
 */
export function weatherSource(url: string, now: () => number = () => Date.now()): WeatherSource {
  let kept: { at: number; keepMs: number; answer: ReturnType<typeof fetchWeather> } | null = null;
  return {
    async current() {
      const time = now();
      if (!kept || time - kept.at >= kept.keepMs) {
        const entry = { at: time, keepMs: RETRY_AFTER_MS, answer: fetchWeather(url) };
        entry.answer.then((weather) => {
          if (weather) entry.keepMs = SLOW_REFRESH_MS;
        });
        kept = entry;
      }
      const weather = await kept.answer;
      return weather && { ...weather, week: weather.week ?? WEATHER_WEEKDAYS[new Date(time).getDay()] };
    },
  };
}

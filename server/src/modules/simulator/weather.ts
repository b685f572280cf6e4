import { WEATHER_SKIES, WEATHER_WEEKDAYS, type Weather } from '@site/shared-schema';

/** Mean temperature of each month (°C), a subtropical site like the demo's Hangzhou. */
export const MONTH_MEANS = [4, 6, 10, 16, 21, 25, 29, 28, 24, 18, 12, 6];
const SKIES = [
  { wea: WEATHER_SKIES.sunny, weight: 35 },
  { wea: WEATHER_SKIES.cloudy, weight: 35 },
  { wea: WEATHER_SKIES.overcast, weight: 15 },
  { wea: WEATHER_SKIES.lightRain, weight: 15 },
];

/** A number in [0, 1) fixed by a text: the same day always gets the same weather. */
function dayRandom(text: string, salt: number): number {
  let hash = 2166136261 ^ salt;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return ((hash >>> 0) % 10_000) / 10_000;
}

/**
 * The demo simulator's weather of a day: a high and a low around the month's mean and a sky, the same
 * all day long, so every wall of the demo shows one plausible forecast without any outside service.
 */
export function simulatedWeather(time: number, city: string): Weather {
  const date = new Date(time);
  const day = `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
  const mean = MONTH_MEANS[date.getMonth()];
  const high = Math.round(mean + 3 + dayRandom(day, 1) * 4);
  const low = Math.round(mean - 6 + dayRandom(day, 2) * 4);
  const pick = dayRandom(day, 3) * 100;
  let reached = 0;
  const sky =
    SKIES.find((entry) => {
      reached += entry.weight;
      return pick < reached;
    }) ?? SKIES[0];
  return { city, week: WEATHER_WEEKDAYS[date.getDay()], wea: sky.wea, tem1: String(high), tem2: String(low) };
}

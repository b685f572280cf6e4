const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` when the parts name a real calendar day (no 02-30), else undefined. */
export function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? `${year}-${pad(month)}-${pad(day)}` : undefined;
}

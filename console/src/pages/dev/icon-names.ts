/** The icon components of a module's exports, by name (IconHome, ...), in name order. */
export function iconEntries<T>(exports: Record<string, T>): [string, T][] {
  return Object.entries(exports)
    .filter(([name]) => /^Icon[A-Z]/.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
}

/** Icons whose name holds the words typed, case and spaces aside ("arrow up" finds IconArrowUp). */
export function matchIcons<T>(entries: [string, T][], query: string): [string, T][] {
  const wanted = query.toLowerCase().replace(/\s+/g, '');
  return wanted ? entries.filter(([name]) => name.toLowerCase().includes(wanted)) : entries;
}

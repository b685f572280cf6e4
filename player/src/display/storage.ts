import type { DisplayAssignment } from '@site/shared-schema';

const STORAGE_KEY = 'site-display';

/** What a display keeps across reboots: its token, and its last registration to play without the network. */
export interface KeptDisplay {
  token: string;
  display: DisplayAssignment | null;
}

export function readKept(storage: Storage = localStorage): KeptDisplay {
  try {
    const kept = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<KeptDisplay> | null;
    return { token: typeof kept?.token === 'string' ? kept.token : '', display: kept?.display ?? null };
  } catch {
    return { token: '', display: null };
  }
}

export function keep(kept: KeptDisplay, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(kept));
}

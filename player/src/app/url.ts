import { DISPLAY_SCALE_MODES, type Language } from '@site/shared-schema';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n';
import type { ScaleMode } from '../stage/scale';

/**
 * What the page URL asks for:
 * `/player/?screen=<id>&key=<playbackKey>&scale=fit|stretch|width&refresh=<min>&lang=zh|en|es|ja`; with
 * neither screen nor key, the wall is a registered display (display/).
 */
export interface PlayerOptions {
  screenId: string;
  key: string;
  scale: ScaleMode;
  /** Soft reload period in minutes (0 = never). */
  refreshMinutes: number;
  /** Heap watchdog threshold in MB (0 = default). */
  heapLimitMb: number;
  /** The language of the wall's texts (Chinese unless `lang` names another). */
  language: Language;
}

const SCALE_MODES: readonly ScaleMode[] = DISPLAY_SCALE_MODES;

export function parseOptions(search: string): PlayerOptions {
  const params = new URLSearchParams(search);
  const scale = params.get('scale') as ScaleMode | null;
  const refresh = Number(params.get('refresh') ?? 0);
  const heap = Number(params.get('heapMb') ?? 0);
  const lang = params.get('lang');
  return {
    screenId: (params.get('screen') ?? params.get('screenId') ?? '').trim(),
    key: (params.get('key') ?? '').trim(),
    scale: scale && SCALE_MODES.includes(scale) ? scale : 'fit',
    refreshMinutes: Number.isFinite(refresh) && refresh > 0 ? refresh : 0,
    heapLimitMb: Number.isFinite(heap) && heap > 0 ? heap : 0,
    language: isLanguage(lang) ? lang : DEFAULT_LANGUAGE,
  };
}

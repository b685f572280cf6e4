import type { ConfigProviderProps } from '@arco-design/web-react';
import type { Language } from '@site/shared-schema';

export type ArcoLocale = NonNullable<ConfigProviderProps['locale']>;

const english = () => import('@arco-design/web-react/es/locale/en-US').then((module) => module.default);

/** A pack completed by English where it lacks a newer component's texts, and its pager's texts replaced. */
function completed(
  load: () => Promise<{ default: Partial<ArcoLocale> }>,
  pager: Partial<ArcoLocale['Pagination']>,
): () => Promise<ArcoLocale> {
  return async () => {
    const [enUS, { default: pack }] = await Promise.all([english(), load()]);
    return {
      ...enUS,
      ...pack,
      Calendar: { ...enUS.Calendar, ...pack.Calendar },
      Pagination: { ...pack.Pagination, ...pager },
    };
  };
}

/*
 * Each language's pack is a chunk of its own, loaded with its translations: a page carries one, not four.
 * Arco's Spanish and Japanese packs lack the texts of a few newer components: English fills the gaps.
 * Their pagers read badly ("20 記事/ページ", "に移動 [3] ページ", "pagina anterior"): ours replace them.
 */
export const ARCO_LOCALES: Record<Language, () => Promise<ArcoLocale>> = {
  zh: () => import('@arco-design/web-react/es/locale/zh-CN').then((module) => module.default),
  en: english,
  es: completed(() => import('@arco-design/web-react/es/locale/es-ES'), {
    prev: 'Página anterior',
    next: 'Página siguiente',
  }),
  ja: completed(() => import('@arco-design/web-react/es/locale/ja-JP'), {
    countPerPage: '件/ページ',
    total: '全 {0} 件',
    goto: '',
    page: 'ページへ',
  }),
};

import { ConfigProvider, type ConfigProviderProps } from '@arco-design/web-react';
import enUS from '@arco-design/web-react/es/locale/en-US';
import esES from '@arco-design/web-react/es/locale/es-ES';
import jaJP from '@arco-design/web-react/es/locale/ja-JP';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import type { Language } from '@site/shared-schema';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';
import { settings } from './store/settings';

/*
 * Arco's Spanish and Japanese packs lack the texts of a few newer components: English fills the gaps.
 * Their pagers read badly ("20 記事/ページ", "に移動 [3] ページ", "pagina anterior"): ours replace them.
 */
const ARCO_LOCALES: Record<Language, ConfigProviderProps['locale']> = {
  zh: zhCN,
  en: enUS,
  es: {
    ...enUS,
    ...esES,
    Calendar: { ...enUS.Calendar, ...esES.Calendar },
    Pagination: { ...esES.Pagination, prev: 'Página anterior', next: 'Página siguiente' },
  },
  ja: {
    ...enUS,
    ...jaJP,
    Calendar: { ...enUS.Calendar, ...jaJP.Calendar },
    Pagination: {
      ...jaJP.Pagination,
      countPerPage: '件/ページ',
      total: '全 {0} 件',
      goto: '',
      page: 'ページへ',
    },
  },
};

/**
 * Dialogs keep focus inside but do not put it in their first field: Arco's modal focuses that field, then
 * itself, then the field again, and the blur in between showed 请输入姓名 before anything was typed.
 */
const DIALOG_FOCUS: ConfigProviderProps['focusLock'] = {
  modal: { autoFocus: false },
  drawer: { autoFocus: false },
};

export function App() {
  const language = settings.use((state) => state.language);
  const size = settings.use((state) => state.size);
  return (
    <ConfigProvider locale={ARCO_LOCALES[language]} size={size} focusLock={DIALOG_FOCUS}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}

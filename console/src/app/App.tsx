import type { ConfigProviderProps } from '@arco-design/web-react';
import { RouterProvider } from 'react-router-dom';
import { ArcoConfig } from './ArcoConfig';
import { arcoLocale } from './i18n';
import { router } from './router';
import { settings } from './store/settings';

/**
 * Dialogs keep focus inside but do not put it in their first field: Arco's modal focuses that field, then
 * itself, then the field again, and the blur in between showed 请输入姓名 before anything was typed.
 */
const DIALOG_FOCUS: ConfigProviderProps['focusLock'] = {
  modal: { autoFocus: false },
  drawer: { autoFocus: false },
};

/**
 * A form refused on submit scrolls to its first error: in a dialog taller than a site office's screen
 * (新增人员 at 1366×768), the fields left unfilled are above the 确定 just clicked.
 */
const COMPONENTS: ConfigProviderProps['componentConfig'] = { Form: { scrollToFirstError: true } };

export function App() {
  const language = settings.use((state) => state.language);
  const size = settings.use((state) => state.size);
  return (
    <ArcoConfig
      locale={arcoLocale(language)}
      size={size}
      focusLock={DIALOG_FOCUS}
      componentConfig={COMPONENTS}
    >
      <RouterProvider router={router} />
    </ArcoConfig>
  );
}

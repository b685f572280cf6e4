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
 *
 * A dialog or drawer closes on its buttons, its × or Escape, not on a click beside it: most of them hold
 * what was typed or chosen (an LED program's texts, a help page, a key shown only once), and a stray click
 * lost it. The ones that only show something close on that click too, and say so (`maskClosable`).
 */
const COMPONENTS: ConfigProviderProps['componentConfig'] = {
  Form: { scrollToFirstError: true },
  Modal: { maskClosable: false },
  Drawer: { maskClosable: false },
};

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

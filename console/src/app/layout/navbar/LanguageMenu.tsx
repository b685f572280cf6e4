import { Dropdown, Menu } from '@arco-design/web-react';
import { LANGUAGES, type Language } from '@site/shared-schema';
import { type ReactElement, useState } from 'react';
import { LANGUAGE_NAMES, switchLanguage } from '../../i18n';

/** The list of languages around the switch's button; it mounts open, on the click that loaded it. */
export default function LanguageMenu({ language, children }: { language: Language; children: ReactElement }) {
  const [open, setOpen] = useState(true);
  const menu = (
    <Menu
      selectedKeys={[language]}
      onClickMenuItem={(key) => {
        setOpen(false);
        void switchLanguage(key as Language);
      }}
    >
      {LANGUAGES.map((code) => (
        <Menu.Item key={code} data-testid={`language-option-${code}`}>
          {LANGUAGE_NAMES[code]}
        </Menu.Item>
      ))}
    </Menu>
  );
  return (
    <Dropdown droplist={menu} position="br" trigger="click" popupVisible={open} onVisibleChange={setOpen}>
      {children}
    </Dropdown>
  );
}

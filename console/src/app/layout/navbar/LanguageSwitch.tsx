import { Button, Dropdown, Menu } from '@arco-design/web-react';
import { IconLanguage } from '@arco-design/web-react/icon';
import { LANGUAGES, type Language } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, switchLanguage } from '../../i18n';
import { settings } from '../../store/settings';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = settings.use((state) => state.language);
  const menu = (
    <Menu selectedKeys={[language]} onClickMenuItem={(key) => switchLanguage(key as Language)}>
      {LANGUAGES.map((code) => (
        <Menu.Item key={code} data-testid={`language-option-${code}`}>
          {LANGUAGE_NAMES[code]}
        </Menu.Item>
      ))}
    </Menu>
  );
  return (
    <Dropdown droplist={menu} position="br" trigger="click">
      <Button
        type="text"
        icon={<IconLanguage />}
        data-testid="language-switch"
        aria-label={t('navbar.language')}
      >
        <span className="language-switch__name">{LANGUAGE_NAMES[language]}</span>
      </Button>
    </Dropdown>
  );
}

import { Button } from '@arco-design/web-react';
import { IconLanguage } from '@arco-design/web-react/icon';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../i18n';
import { settings } from '../../store/settings';

/*
 * The menu (Arco's Dropdown, Menu and Trigger) loads on the first click, not with the login page, where
 * it was a tenth of the page's code (issue 18).
 */
const LanguageMenu = lazy(() => import('./LanguageMenu'));

export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = settings.use((state) => state.language);
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button
      type="text"
      icon={<IconLanguage />}
      data-testid="language-switch"
      aria-label={t('navbar.language')}
      onClick={wanted ? undefined : () => setWanted(true)}
    >
      <span className="language-switch__name">{LANGUAGE_NAMES[language]}</span>
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu language={language}>{button}</LanguageMenu>
    </Suspense>
  );
}

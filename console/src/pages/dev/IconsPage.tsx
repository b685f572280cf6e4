import { Card, Empty, Input, Message } from '@arco-design/web-react';
import * as ArcoIcons from '@arco-design/web-react/icon';
import { type ComponentType, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../custom-screen/screen-rules';
import { iconEntries, matchIcons } from './icon-names';
import './dev.css';

const ICONS = iconEntries(ArcoIcons as unknown as Record<string, ComponentType>);

/** /icon (hidden, seed 000 §2): the icon set of the console (Arco's), searchable; a click copies the name. */
export default function IconsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => matchIcons(ICONS, query), [query]);
  const copy = async (name: string) => {
    if (await copyText(name)) Message.success(t('dev.icons.copied', { name }));
    else Message.error(t('dev.icons.copyFailed', { name }));
  };
  return (
    <Card title={t('dev.icons.title')} data-testid="icons-page">
      <Input.Search
        allowClear
        placeholder={t('dev.icons.search')}
        value={query}
        onChange={setQuery}
        style={{ width: 320, marginBottom: 12 }}
        data-testid="icons-search"
      />
      <p className="dev-hint">{t('dev.icons.count', { count: shown.length })}</p>
      {shown.length === 0 ? (
        <Empty description={t('dev.icons.none')} />
      ) : (
        <ul className="dev-icons">
          {shown.map(([name, Icon]) => (
            <li key={name}>
              <button
                type="button"
                className="dev-icons__item"
                onClick={() => copy(name)}
                data-testid={`icon-${name}`}
              >
                <Icon />
                <span>{name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

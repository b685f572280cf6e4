import { Result } from '@arco-design/web-react';
import { IconTool } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';

/** The one "not built yet" notice of every feature that belongs to a later issue. */
export function NotBuilt({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status={null}
      icon={<IconTool className="not-built__icon" />}
      data-testid="not-built"
      title={t('notBuilt.title')}
      subTitle={t('notBuilt.description', { title })}
    />
  );
}

import { Tag } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';

/** A reading's warning: green when normal, red naming the warning otherwise. */
export function WarnTag({ warnType }: { warnType: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={warnType === 'normal' ? 'green' : 'red'} data-warn={warnType}>
      {t(`aepRealtimeLog.options.warnType.${warnType}`)}
    </Tag>
  );
}

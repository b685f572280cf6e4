import { Breadcrumb } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { RouteNode } from '../routing/route-types';

export function Breadcrumbs({ chain }: { chain: RouteNode[] | undefined }) {
  const { t } = useTranslation();
  if (!chain?.length) return null;
  return (
    <Breadcrumb className="app-breadcrumb" data-testid="breadcrumb">
      {chain.map((node) => (
        <Breadcrumb.Item key={node.name}>{t(node.titleKey)}</Breadcrumb.Item>
      ))}
    </Breadcrumb>
  );
}

import { TreeSelect } from '@arco-design/web-react';
import type { FleetNode } from '@site/shared-schema';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomControlProps } from '../../../resource/ResourceForm';
import { allFleetIds } from './fleet-tree';

const FIELD_NAMES = { key: 'fleetId', title: 'mcName', children: 'children' };

/**
 * The parent of a fleet, chosen in the tree of the fleets it may move under; empty is the top level. A
 * sub-fleet added from its parent starts under it (`preset`).
 */
export function ParentSelect({
  form,
  value,
  onChange,
  fleets,
  preset,
}: CustomControlProps & { fleets: FleetNode[]; preset?: string }) {
  const { t } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the preset applies once, when the form opens
  useEffect(() => {
    if (preset && !form.getFieldValue('parentId')) form.setFieldValue('parentId', preset);
  }, []);
  return (
    <TreeSelect
      treeData={fleets}
      fieldNames={FIELD_NAMES}
      value={(value as string) || undefined}
      onChange={(chosen) => onChange?.(chosen ?? '')}
      placeholder={t('fleetPage.topLevel')}
      allowClear
      treeProps={{ defaultExpandedKeys: allFleetIds(fleets) }}
      data-testid="fleet-parent"
    />
  );
}

import { Button, Card, Descriptions, Empty, Message, Space, Spin, Tree } from '@arco-design/web-react';
import { FLEET_RESOURCE, type FleetNode, hasPermission } from '@site/shared-schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ignoreNotified } from '../../../api/envelope';
import { type Row, resourceCalls } from '../../../api/resource-calls';
import { confirm } from '../../../app/dialogs/confirm';
import { session } from '../../../app/store/session';
import { formFields, labelsOf } from '../../../resource/fields';
import { type DialogTarget, ResourceDialog } from '../../../resource/ResourceDialog';
import type { CustomControlProps } from '../../../resource/ResourceForm';
import { FleetVehicles } from './FleetVehicles';
import { fetchFleetTree } from './fleet-calls';
import { allFleetIds, findFleet, withoutSubtree } from './fleet-tree';
import { ParentSelect } from './ParentSelect';
import './fleet.css';

const FIELD_NAMES = { key: 'fleetId', title: 'mcName', children: 'children' };
const FIELDS = formFields(FLEET_RESOURCE);

/**
 * fleet-management (seed 000 §2, seed 001 §7 siteFleetManage): the fleets as a tree with add, add below,
 * edit and delete (the server refuses a fleet that still has sub-fleets or vehicles); the chosen fleet's
 * details and its vehicles with their entries and exits over a chosen period.
 */
export default function FleetPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const editable = session.use((state) => hasPermission(state.resources, FLEET_RESOURCE.permission.update));
  const {
    data: tree = [],
    isLoading,
    mutate,
  } = useSWR(projectId ? ['fleet-tree', projectId] : null, () => fetchFleetTree(projectId));
  const [selectedId, setSelectedId] = useState<string>();
  const [dialog, setDialog] = useState<{ target: DialogTarget; preset?: string }>();
  const calls = useMemo(() => resourceCalls(FLEET_RESOURCE, { projectId }), [projectId]);
  const labelOf = labelsOf(FLEET_RESOURCE, t);
  const selected = selectedId ? findFleet(tree, selectedId) : undefined;
  const parent = selected?.parentId ? findFleet(tree, selected.parentId) : undefined;

  const editing = dialog?.target.mode === 'edit' ? String(dialog.target.record.fleetId) : undefined;
  const extras = useMemo(
    () => ({
      controls: {
        parentId: (props: CustomControlProps) => (
          <ParentSelect
            {...props}
            fleets={editing ? withoutSubtree(tree, editing) : tree}
            preset={dialog?.preset}
          />
        ),
      },
    }),
    [tree, editing, dialog?.preset],
  );

  const remove = (fleet: FleetNode) =>
    confirm({
      title: t('fleetPage.removeTitle'),
      content: t('fleetPage.removeConfirm', { name: fleet.mcName }),
      onOk: async () => {
        try {
          Message.success(await calls.remove([fleet.fleetId]));
          setSelectedId(undefined);
          await mutate();
        } catch (error) {
          // A refusal (sub-fleets or vehicles left) is the call's error toast; the confirmation closes.
          ignoreNotified(error);
        }
      },
    });

  return (
    <div className="fleet-page" data-testid="fleet-page">
      <Card
        className="fleet-page__tree"
        title={t('fleetPage.tree')}
        extra={
          editable && (
            <Button
              type="primary"
              size="small"
              onClick={() => setDialog({ target: { mode: 'add' } })}
              data-testid="fleet-add"
            >
              {t('fleetPage.add')}
            </Button>
          )
        }
      >
        {isLoading ? (
          <Spin style={{ display: 'block' }} />
        ) : tree.length === 0 ? (
          <Empty description={t('fleetPage.empty')} />
        ) : (
          <Tree
            key={allFleetIds(tree).join()}
            treeData={tree as unknown as Row[]}
            fieldNames={FIELD_NAMES}
            defaultExpandedKeys={allFleetIds(tree)}
            selectedKeys={selectedId ? [selectedId] : []}
            onSelect={(keys) => setSelectedId(keys[0])}
            renderTitle={(node) => {
              const fleet = node.dataRef as unknown as FleetNode;
              return (
                <span data-testid={`fleet-node-${fleet.fleetId}`}>
                  {fleet.mcName} <span className="fleet-page__count">({fleet.vehicleCount})</span>
                </span>
              );
            }}
            data-testid="fleet-tree"
          />
        )}
      </Card>
      <div className="fleet-page__main">
        {selected ? (
          <>
            <Card
              title={selected.mcName}
              extra={
                editable && (
                  <Space>
                    <Button
                      size="small"
                      onClick={() => setDialog({ target: { mode: 'add' }, preset: selected.fleetId })}
                      data-testid="fleet-add-child"
                    >
                      {t('fleetPage.addChild')}
                    </Button>
                    <Button
                      size="small"
                      onClick={() =>
                        setDialog({ target: { mode: 'edit', record: selected as unknown as Row } })
                      }
                      data-testid="fleet-edit"
                    >
                      {t('fleetPage.edit')}
                    </Button>
                    <Button
                      size="small"
                      status="danger"
                      onClick={() => remove(selected)}
                      data-testid="fleet-remove"
                    >
                      {t('fleetPage.remove')}
                    </Button>
                  </Space>
                )
              }
              data-testid="fleet-detail"
            >
              <Descriptions
                column={2}
                data={[
                  { label: labelOf('mcName'), value: selected.mcName },
                  { label: labelOf('parentId'), value: parent?.mcName ?? t('fleetPage.topLevel') },
                  { label: labelOf('leaderName'), value: selected.leaderName || '-' },
                  { label: labelOf('leaderPhone'), value: selected.leaderPhone || '-' },
                  { label: t('fleetPage.vehicleCount'), value: selected.vehicleCount },
                  { label: labelOf('remark'), value: selected.remark || '-' },
                ]}
              />
            </Card>
            <FleetVehicles projectId={projectId} fleetId={selected.fleetId} />
          </>
        ) : (
          <Card>
            <Empty description={t('fleetPage.choose')} />
          </Card>
        )}
      </div>
      {dialog && (
        <ResourceDialog
          resource={FLEET_RESOURCE}
          calls={calls}
          scope={{ resource: FLEET_RESOURCE, projectId }}
          fields={FIELDS}
          target={dialog.target}
          labelOf={labelOf}
          extras={extras}
          onClose={() => setDialog(undefined)}
          onSaved={() => {
            setDialog(undefined);
            void mutate();
          }}
        />
      )}
    </div>
  );
}

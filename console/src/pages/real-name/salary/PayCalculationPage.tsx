import { PERSON_SALARY_RESOURCE, type PersonSalaryRow } from '@site/shared-schema';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnOverrides } from '../../../resource/columns';
import { usePermission } from '../../../resource/permissions';
import { type ListHandle, ResourcePage } from '../../../resource/ResourcePage';
import { RowButton } from '../../../resource/RowButton';
import { PayEditDialog } from './PayEditDialog';
import { SettleTag, UploadTag } from './PayStatusTags';
import { PayToolbar } from './PayToolbar';
import { localiseSalaryMessage, money } from './pay-messages';

const moneyColumn = { render: (value: unknown) => money(value) };

/**
 * pay-calculation (seed 000 §2 salary group): a month's pay of the project's people, computed by the
 * server from attendance and contracts; pieces, adjustment and remark edited while unsettled; settled
 * and uploaded to the platform, failed uploads retried. The list is the block's, searched by name,
 * company, team and status, exported as PERSON_SALARY_EXPORT.
 */
export default function PayCalculationPage() {
  const { t } = useTranslation();
  const canWrite = usePermission(PERSON_SALARY_RESOURCE.permission.update);
  const [month, setMonth] = useState(() => dayjs().format('YYYY-MM'));
  const [editing, setEditing] = useState<{ record: PersonSalaryRow; list: ListHandle<PersonSalaryRow> }>();
  const [version, setVersion] = useState(0);
  const baseFilters = useMemo(() => ({ salaryMonth: month }), [month]);
  const columns = useMemo<ColumnOverrides<PersonSalaryRow>>(
    () => ({
      wageRate: moneyColumn,
      basePay: moneyColumn,
      adjustment: moneyColumn,
      total: moneyColumn,
      settleStatus: { render: (_value, row) => <SettleTag status={row.settleStatus} id={row.payId} /> },
      uploadStatus: {
        render: (_value, row) => (
          <UploadTag status={row.uploadStatus} message={row.uploadMessage} id={row.payId} />
        ),
      },
      uploadMessage: { render: (value) => localiseSalaryMessage(String(value ?? ''), t) },
      reason: { render: (value) => localiseSalaryMessage(String(value ?? ''), t) },
    }),
    [t],
  );

  return (
    <>
      <ResourcePage<PersonSalaryRow>
        resource={PERSON_SALARY_RESOURCE}
        baseFilters={baseFilters}
        without={['add', 'update']}
        selectable
        columns={columns}
        toolbar={(list) => (
          <PayToolbar list={list} month={month} onMonth={setMonth} version={version} canWrite={canWrite} />
        )}
        rowActions={(record, list) =>
          canWrite &&
          record.settleStatus === 'UNSETTLED' &&
          record.wageMode !== '' && (
            <RowButton
              onClick={() => setEditing({ record, list })}
              data-testid={`salary-edit-${record.payId}`}
            >
              {t('salary.edit')}
            </RowButton>
          )
        }
      />
      {editing && (
        <PayEditDialog
          projectId={editing.list.projectId}
          record={editing.record}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            const { list } = editing;
            setEditing(undefined);
            setVersion((value) => value + 1);
            void list.reload();
          }}
        />
      )}
    </>
  );
}

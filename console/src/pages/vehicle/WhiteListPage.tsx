import { Button, Tag } from '@arco-design/web-react';
import {
  checkExpiration,
  DEFAULT_WHITE_LIST_RULE,
  EXPIRATION_MESSAGE,
  hasPermission,
  LPR_WHITE_LIST_RESOURCE,
} from '@site/shared-schema';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { Row } from '../../api/resource-calls';
import { session } from '../../app/store/session';
import type { FormCheck } from '../../resource/ResourceForm';
import { ResourcePage } from '../../resource/ResourcePage';
import { whiteListExpiry } from './expiry';
import { RuleDialog } from './RuleDialog';
import { fetchWhiteListRule } from './white-list-calls';

const EXPIRY_COLORS = { expired: 'red', expiring: 'orange', valid: 'green' } as const;

/** The expiry after the effect time, checked as the server does, in the user's language (the plate is the block's check). */
const whiteListChecks = (t: TFunction): Record<string, FormCheck> => ({
  expirationTime: {
    watch: ['effectTime', 'expirationTime'],
    check: (values) =>
      checkExpiration(values) === EXPIRATION_MESSAGE ? t('vehicle.expiryBeforeEffect') : null,
  },
});

/**
 * white-list (seed 000 §2 vehicle-manage): the plates the gate cameras let in, with their effect and
 * expiry times (each row tagged expired / expiring within the rule's reminder days / valid), the
 * project's rule, export, and WHITELIST_IMPORT through the task centre.
 */
export default function WhiteListPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const editable = session.use((state) =>
    hasPermission(state.resources, LPR_WHITE_LIST_RESOURCE.permission.update),
  );
  const { data: rule = DEFAULT_WHITE_LIST_RULE, mutate } = useSWR(
    projectId ? ['white-list-rule', projectId] : null,
    () => fetchWhiteListRule(projectId),
  );
  const [ruleOpen, setRuleOpen] = useState(false);

  const form = useMemo(() => ({ checks: whiteListChecks(t) }), [t]);
  const columns = useMemo(
    () => ({
      expirationTime: {
        render: (value: unknown, row: Row) => {
          const expiry = whiteListExpiry(String(value), rule.expireRemindDays);
          return (
            <span data-testid={`white-list-expiry-${String(row.whiteListId)}`}>
              {String(value)}{' '}
              <Tag size="small" color={EXPIRY_COLORS[expiry]}>
                {t(`vehicle.expiry.${expiry}`)}
              </Tag>
            </span>
          );
        },
      },
    }),
    [rule.expireRemindDays, t],
  );

  return (
    <>
      <ResourcePage
        resource={LPR_WHITE_LIST_RESOURCE}
        form={form}
        columns={columns}
        toolbar={() => (
          <Button onClick={() => setRuleOpen(true)} data-testid="white-list-rule-open">
            {t('vehicle.rule.open')}
          </Button>
        )}
      />
      {ruleOpen && (
        <RuleDialog
          projectId={projectId}
          rule={rule}
          editable={editable}
          onClose={(saved) => {
            setRuleOpen(false);
            if (saved) void mutate();
          }}
        />
      )}
    </>
  );
}

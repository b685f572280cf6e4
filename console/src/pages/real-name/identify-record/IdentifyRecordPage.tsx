import { Radio, Space, Tabs, Tag } from '@arco-design/web-react';
import {
  CERT_RECORD_RESOURCE,
  DATE_FORMAT,
  DETAIL_RECORD_RESOURCE,
  formatDateTime,
  OUT_IN_HORIZONTAL_RESOURCE,
  OUT_IN_RECORD_RESOURCE,
  PERSON_RECORD_RESOURCE,
  STRANGER_RECORD_RESOURCE,
  TEMPORARY_RECORD_RESOURCE,
} from '@site/shared-schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../api/resource-calls';
import { session } from '../../../app/store/session';
import { ResourcePage } from '../../../resource/ResourcePage';
import { useLiveRecords } from './live-records';

/**
 * identify-record (seed 000 §2 device group, cSiteVerifyPersonRecordManager): the face devices' entries
 * and exits, the ID-card readers' passages, the entries paired with their exits (or summed per person and
 * day), every recognition, the strangers and the visitors' passages; each searched, previewed and
 * exported as a task. What the devices push on timeLog appears at the top of an open first page, marked new.
 */
export default function IdentifyRecordPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const { pushed, fresh } = useLiveRecords(projectId);
  const [byDay, setByDay] = useState(false);
  // The lists open on today's records (reset brings today back; clearing the range lists every day): a
  // site's records grow by tens of thousands a day, and today's are the ones looked for.
  const today = useMemo(() => {
    const day = formatDateTime(Date.now(), DATE_FORMAT);
    return {
      recordTime: { recordTime: [day, day] },
      inTime: { inTime: [day, day] },
      recordDate: { recordDate: [day, day] },
    };
  }, []);

  // The time column of a pushed row wears the mark while it is fresh.
  const columns = useMemo(
    () => ({
      recordTime: {
        render: (value: unknown, row: Row) => (
          <Space size="mini">
            {String(value ?? '')}
            {fresh.has(String(row.recordId)) && (
              <Tag size="small" color="green" data-testid="record-new">
                {t('identifyRecord.newMark')}
              </Tag>
            )}
          </Space>
        ),
      },
    }),
    [fresh, t],
  );

  return (
    <Tabs defaultActiveTab="person" destroyOnHide data-testid="identify-record-tabs">
      <Tabs.TabPane key="person" title={t('identifyRecord.tabs.person')}>
        <ResourcePage
          resource={PERSON_RECORD_RESOURCE}
          initialSearch={today.recordTime}
          pushed={pushed.person}
          columns={columns}
        />
      </Tabs.TabPane>
      <Tabs.TabPane key="cert" title={t('identifyRecord.tabs.cert')}>
        <ResourcePage resource={CERT_RECORD_RESOURCE} pushed={pushed.cert} columns={columns} />
      </Tabs.TabPane>
      <Tabs.TabPane key="outIn" title={t('identifyRecord.tabs.outIn')}>
        <Radio.Group
          type="button"
          value={byDay ? 'day' : 'record'}
          onChange={(value) => setByDay(value === 'day')}
          data-testid="out-in-view"
        >
          <Radio value="record">{t('identifyRecord.byRecord')}</Radio>
          <Radio value="day">{t('identifyRecord.byDay')}</Radio>
        </Radio.Group>
        {byDay ? (
          <ResourcePage key="day" resource={OUT_IN_HORIZONTAL_RESOURCE} initialSearch={today.recordDate} />
        ) : (
          <ResourcePage key="record" resource={OUT_IN_RECORD_RESOURCE} initialSearch={today.inTime} />
        )}
      </Tabs.TabPane>
      <Tabs.TabPane key="detail" title={t('identifyRecord.tabs.detail')}>
        <ResourcePage
          resource={DETAIL_RECORD_RESOURCE}
          initialSearch={today.recordTime}
          pushed={pushed.detail}
          columns={columns}
        />
      </Tabs.TabPane>
      <Tabs.TabPane key="stranger" title={t('identifyRecord.tabs.stranger')}>
        <ResourcePage resource={STRANGER_RECORD_RESOURCE} pushed={pushed.stranger} columns={columns} />
      </Tabs.TabPane>
      <Tabs.TabPane key="temporary" title={t('identifyRecord.tabs.temporary')}>
        <ResourcePage resource={TEMPORARY_RECORD_RESOURCE} />
      </Tabs.TabPane>
    </Tabs>
  );
}

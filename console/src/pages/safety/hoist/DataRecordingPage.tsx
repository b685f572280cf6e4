import { Space, Tabs } from '@arco-design/web-react';
import { DATE_FORMAT, formatDateTime, type HoistKind } from '@site/shared-schema';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sentenceStart } from '../../../app/i18n/letter-case';
import { session } from '../../../app/store/session';
import { ResourcePage } from '../../../resource/ResourcePage';
import { AlarmErrorCounts } from './AlarmErrorCounts';
import { HOIST_KINDS } from './hoist-kinds';

/**
 * The data recording of tower cranes and lifts (/safety-construction/{tower-crane,lift}/data-recording):
 * today's alarm and fault counts above the readings, the alarm records and the work cycles, each searched
 * and exported.
 */
export function DataRecordingPage({ kind }: { kind: HoistKind }) {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const { realtime, alarm, work } = HOIST_KINDS[kind].records;
  // The readings open on today's (reset brings today back, clearing the range lists every day): a crane
  // reports every few seconds, and an exact count of months of readings takes longer than the list's budget.
  const today = useMemo(() => {
    const day = formatDateTime(Date.now(), DATE_FORMAT);
    return { recordedAt: [day, day] };
  }, []);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <AlarmErrorCounts kind={kind} projectId={projectId} />
      <Tabs defaultActiveTab="realtime" lazyload>
        <Tabs.TabPane key="realtime" title={sentenceStart(t(`${realtime.name}.label`))}>
          <ResourcePage resource={realtime} initialSearch={today} />
        </Tabs.TabPane>
        <Tabs.TabPane key="alarm" title={sentenceStart(t(`${alarm.name}.label`))}>
          <ResourcePage resource={alarm} />
        </Tabs.TabPane>
        <Tabs.TabPane key="work" title={sentenceStart(t(`${work.name}.label`))}>
          <ResourcePage resource={work} />
        </Tabs.TabPane>
      </Tabs>
    </Space>
  );
}

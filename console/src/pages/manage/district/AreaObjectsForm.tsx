import { Button, Form, Message, Select, Space, Spin, Tag, Typography } from '@arco-design/web-react';
import type { AreaObjects } from '@site/shared-schema';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ignoreNotified } from '../../../api/envelope';
import { type AreaScope, saveAreaObjects } from './area-calls';

/** "Team (company) · now in X": where a choice stands before it moves here. */
const where = (name: string, areaName: string, here: string, t: TFunction) =>
  areaName && areaName !== here ? `${name} · ${t('districtPage.nowIn', { area: areaName })}` : name;

/**
 * The teams working in an area and the face devices standing in it, chosen from the project's; a choice
 * in another area moves here, one left out stands in no area. The companies follow from the teams.
 */
export function AreaObjectsForm({
  scope,
  objects,
  loading,
  onSaved,
}: {
  scope: AreaScope;
  objects?: AreaObjects;
  loading: boolean;
  onSaved(objects: AreaObjects): void;
}) {
  const { t } = useTranslation();
  const [teamIds, setTeamIds] = useState<string[]>([]);
  const [deviceIds, setDeviceIds] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setTeamIds(objects?.teamIdList ?? []);
    setDeviceIds(objects?.deviceIdList ?? []);
  }, [objects]);

  const save = async () => {
    setSaving(true);
    try {
      const answer = await saveAreaObjects(scope, teamIds, deviceIds);
      Message.success(answer.message);
      onSaved(answer.data);
    } catch (error) {
      ignoreNotified(error);
    } finally {
      setSaving(false);
    }
  };

  if (!objects) return <Spin loading={loading} />;
  const here = objects.areaName;
  return (
    <Form layout="vertical" data-testid="area-objects-form">
      <Form.Item label={t('districtPage.teams')}>
        <Select
          mode="multiple"
          allowClear
          showSearch
          filterOption={(input, option) =>
            String((option as { props?: { children?: unknown } }).props?.children ?? '').includes(input)
          }
          value={teamIds}
          onChange={(value: string[]) => setTeamIds(value)}
          placeholder={t('districtPage.chooseTeams')}
          data-testid="area-teams"
        >
          {objects.teamOptions.map((team) => (
            <Select.Option key={team.teamId} value={team.teamId}>
              {where(`${team.teamName}（${team.companyName}）`, team.areaName, here, t)}
            </Select.Option>
          ))}
        </Select>
      </Form.Item>
      <Form.Item label={t('districtPage.devices')}>
        <Select
          mode="multiple"
          allowClear
          value={deviceIds}
          onChange={(value: string[]) => setDeviceIds(value)}
          placeholder={t('districtPage.chooseDevices')}
          data-testid="area-devices"
        >
          {objects.deviceOptions.map((device) => (
            <Select.Option key={device.deviceId} value={device.deviceId}>
              {where(device.deviceName, device.areaName, here, t)}
            </Select.Option>
          ))}
        </Select>
      </Form.Item>
      <Form.Item label={t('districtPage.companies')}>
        <Space wrap data-testid="area-companies">
          {objects.companyList.length === 0 ? (
            <Typography.Text type="secondary">{t('districtPage.noCompanies')}</Typography.Text>
          ) : (
            objects.companyList.map((company) => <Tag key={company.companyId}>{company.companyName}</Tag>)
          )}
        </Space>
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('districtPage.moveHint')}</Typography.Paragraph>
      <Button type="primary" loading={saving} onClick={save} data-testid="area-objects-save">
        {t('districtPage.save')}
      </Button>
    </Form>
  );
}

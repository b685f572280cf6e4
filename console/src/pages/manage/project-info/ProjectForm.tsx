import type { FormInstance } from '@arco-design/web-react';
import { Cascader, DatePicker, Form, Input, InputNumber, Switch } from '@arco-design/web-react';
import { DATE_FORMAT, DATE_TIME_FORMAT, PROJECT_TEXT_MAX, type RegionNode } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import type { ProjectFormValues } from './project-form';

const { Item } = Form;
const full = { width: '100%' };

/** The project's fields; checks run on save (checkProjectUpdate), their problems shown beside each field. */
export function ProjectForm({
  form,
  regions,
}: {
  form: FormInstance<ProjectFormValues>;
  regions: RegionNode[];
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`projectInfo.fields.${key}`);
  const deadlineOn = Form.useWatch('deadlineStatus', form) as boolean | undefined;
  const text = (
    key: keyof ProjectFormValues,
    maxLength: number = PROJECT_TEXT_MAX.other,
    required = false,
  ) => (
    <Item field={key} label={label(key)} required={required}>
      <Input maxLength={maxLength} placeholder={label(key)} data-testid={`project-${key}`} />
    </Item>
  );
  const date = (key: keyof ProjectFormValues, required = false) => (
    <Item field={key} label={label(key)} required={required}>
      <DatePicker format={DATE_FORMAT} style={full} data-testid={`project-${key}`} />
    </Item>
  );

  return (
    <Form form={form} layout="vertical" data-testid="project-form" autoComplete="off">
      {text('projectName', PROJECT_TEXT_MAX.projectName, true)}
      {text('builderLicenseCode')}
      {text('projectStatusName')}
      {text('projectTypeName')}
      {text('managerName', PROJECT_TEXT_MAX.other, true)}
      {text('managerPhone', 11, true)}
      {date('startDate', true)}
      {date('planEndDate')}
      {date('endDate')}
      <Item field="regionPath" label={label('regionPath')}>
        <Cascader
          options={regions}
          fieldNames={{ label: 'regionName', value: 'regionId', children: 'children' }}
          placeholder={label('regionPath')}
          showSearch
          allowClear
          data-testid="project-regionPath"
        />
      </Item>
      {text('address', PROJECT_TEXT_MAX.address)}
      <Item label={label('location')}>
        <div style={{ display: 'flex', gap: 8 }}>
          <Item field="longitude" noStyle>
            <InputNumber
              placeholder={label('longitude')}
              precision={7}
              min={-180}
              max={180}
              data-testid="project-longitude"
            />
          </Item>
          <Item field="latitude" noStyle>
            <InputNumber
              placeholder={label('latitude')}
              precision={7}
              min={-90}
              max={90}
              data-testid="project-latitude"
            />
          </Item>
        </div>
      </Item>
      <Item field="deadlineStatus" label={label('deadlineStatus')} triggerPropName="checked">
        <Switch data-testid="project-deadlineStatus" />
      </Item>
      <Item
        field="deadlineRange"
        label={label('deadlineRange')}
        required={deadlineOn}
        extra={t('projectInfo.deadlineHint')}
      >
        <DatePicker.RangePicker
          showTime
          format={DATE_TIME_FORMAT}
          style={full}
          data-testid="project-deadlineRange"
        />
      </Item>
    </Form>
  );
}

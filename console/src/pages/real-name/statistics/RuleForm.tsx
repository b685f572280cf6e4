import { Button, Card, Form, InputNumber, Message, TimePicker } from '@arco-design/web-react';
import type { AttendanceRule } from '@site/shared-schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ignoreNotified } from '../../../api/envelope';
import { readRefusal } from '../../../resource/refusal';
import { type RuleValues, ruleFormProblem } from './rule-form';
import { queryRule, saveRule } from './statistics-calls';

const FIELDS: (keyof AttendanceRule)[] = [
  'workStartTime',
  'workEndTime',
  'lateGraceMinutes',
  'earlyLeaveGraceMinutes',
  'fullDayHours',
];

/**
 * The project's attendance rule: start and end of work, the grace of late and early, the hours of a full
 * day. Checked before saving as the server checks it; a refusal of the server lands on its field too.
 */
export function RuleForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RuleValues>();
  const [saving, setSaving] = useState(false);
  const { data, mutate } = useSWR(projectId ? ['attendance-rule', projectId] : null, () =>
    queryRule(projectId),
  );
  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);

  const showProblem = (field: string, message: string) =>
    form.setFields({ [field]: { error: { message } } } as Parameters<typeof form.setFields>[0]);

  const save = async () => {
    const values = form.getFieldsValue() as RuleValues;
    const problem = ruleFormProblem(values, t);
    if (problem) {
      showProblem(problem.field, problem.message);
      return;
    }
    setSaving(true);
    try {
      const rule = {
        ...values,
        lateGraceMinutes: Number(values.lateGraceMinutes),
        earlyLeaveGraceMinutes: Number(values.earlyLeaveGraceMinutes),
        fullDayHours: Number(values.fullDayHours),
      };
      Message.success(await saveRule(projectId, rule));
      await mutate(rule);
    } catch (error) {
      const refusal = readRefusal(error instanceof Error ? error.message : '', FIELDS);
      if (refusal.field) showProblem(refusal.field, refusal.message);
      ignoreNotified(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card className="attendance-rule" data-testid="attendance-rule">
      <Form form={form} layout="vertical" style={{ maxWidth: 420 }}>
        <Form.Item field="workStartTime" label={t('attendanceStats.rule.workStartTime')} required>
          <TimePicker format="HH:mm" allowClear={false} data-testid="rule-start" />
        </Form.Item>
        <Form.Item field="workEndTime" label={t('attendanceStats.rule.workEndTime')} required>
          <TimePicker format="HH:mm" allowClear={false} data-testid="rule-end" />
        </Form.Item>
        <Form.Item field="lateGraceMinutes" label={t('attendanceStats.rule.lateGraceMinutes')} required>
          <InputNumber min={0} precision={0} suffix={t('attendanceStats.rule.minuteUnit')} />
        </Form.Item>
        <Form.Item
          field="earlyLeaveGraceMinutes"
          label={t('attendanceStats.rule.earlyLeaveGraceMinutes')}
          required
        >
          <InputNumber min={0} precision={0} suffix={t('attendanceStats.rule.minuteUnit')} />
        </Form.Item>
        <Form.Item field="fullDayHours" label={t('attendanceStats.rule.fullDayHours')} required>
          <InputNumber min={0} step={0.5} suffix={t('attendanceStats.rule.hourUnit')} />
        </Form.Item>
        <Button type="primary" loading={saving} onClick={save} data-testid="rule-save">
          {t('attendanceStats.rule.save')}
        </Button>
      </Form>
    </Card>
  );
}

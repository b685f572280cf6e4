import { Alert, Button, Form, InputNumber, Message, Modal, Space, Spin } from '@arco-design/web-react';
import {
  AEP_PARAM_BOUNDS,
  AEP_PARAM_KEYS,
  type AepParamProblem,
  type AepParams,
  aepParamProblems,
} from '@site/shared-schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateParam } from './aep-calls';
import { ParamStatusTag } from './ParamStatusTag';
import { type BoxViewProps, useParamState } from './use-param-state';

type Draft = Partial<Record<keyof AepParams, number>>;

const UNITS: Record<keyof AepParams, string> = {
  ratedCurrent: 'A',
  maxTemperature: '°C',
  lowVoltage: 'V',
  highVoltage: 'V',
  maxLeakageElectricity: 'mA',
};

/**
 * The limits of a box, edited in a form checked as the server checks them (shared-schema
 * aepParamProblems, every field's problem at once), sent to the box and followed until it acknowledges or refuses them: the dialog
 * stays open showing the sending's state, with what was typed.
 */
export function ParamDialog({ projectId, device, onClose }: BoxViewProps) {
  const { t } = useTranslation();
  const state = useParamState(projectId, device.deviceId);
  const [draft, setDraft] = useState<Draft>();
  const [problems, setProblems] = useState<AepParamProblem[]>([]);
  const [sending, setSending] = useState(false);

  // The form starts from the limits the box runs.
  useEffect(() => {
    if (state.data && !draft) setDraft(state.data.params);
  }, [state.data, draft]);

  const problemText = (found: AepParamProblem) => {
    const { min, max } = AEP_PARAM_BOUNDS[found.key];
    return t(`distributionBox.param.problems.${found.kind}`, {
      label: t(`distributionBox.param.fields.${found.key}`),
      min,
      max,
    });
  };

  const send = async () => {
    if (!draft) return;
    const found = aepParamProblems(draft);
    setProblems(found);
    if (found.length > 0) return;
    setSending(true);
    try {
      await updateParam(projectId, device.deviceId, draft as AepParams);
      Message.info(t('distributionBox.param.sent'));
      await state.mutate();
    } catch {
      // The refusal's message is shown by the request helper; what was typed stays.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      visible
      title={t('distributionBox.param.title', { name: device.deviceName })}
      onCancel={onClose}
      data-testid="aep-param-dialog"
      footer={
        <Space>
          <Button onClick={onClose}>{t('distributionBox.close')}</Button>
          <Button type="primary" loading={sending} onClick={send} data-testid="aep-param-submit">
            {t('distributionBox.param.send')}
          </Button>
        </Space>
      }
    >
      {!draft ? (
        <Spin />
      ) : (
        <Form layout="vertical">
          {AEP_PARAM_KEYS.map((key) => {
            const own = problems.find((problem) => problem.key === key);
            // The voltages' order is said under the low voltage and marks the high one too.
            const marked = own ?? problems.find(({ kind }) => kind === 'order' && key === 'highVoltage');
            return (
              <Form.Item
                key={key}
                required
                label={t(`distributionBox.param.fields.${key}`)}
                validateStatus={marked ? 'error' : undefined}
                help={own ? problemText(own) : undefined}
                data-testid={`aep-param-${key}`}
              >
                <InputNumber
                  value={draft[key]}
                  precision={1}
                  suffix={UNITS[key]}
                  onChange={(value) => setDraft({ ...draft, [key]: value ?? undefined })}
                  // A field is checked when left, with the others as they stand.
                  onBlur={() => setProblems(aepParamProblems({ ...draft }))}
                />
              </Form.Item>
            );
          })}
        </Form>
      )}
      <Alert
        type="info"
        content={<ParamStatusTag command={state.data?.command ?? null} />}
        title={t('distributionBox.param.latest')}
      />
    </Modal>
  );
}

import { Alert, Button, Checkbox, Form, Input, InputNumber, Modal, Select } from '@arco-design/web-react';
import {
  checkLedProgram,
  LED_TEXT_EFFECTS,
  type LedProgramInput,
  type LedProgramRow,
  type LedScreen,
} from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftNotice } from '../../resource/DraftNotice';
import { useDismissGuard } from '../../resource/dismiss-guard';
import { useFormDraft } from '../../resource/form-draft';
import { LedPreview } from './LedPreview';
import { ledCalls } from './led-calls';
import { ledText } from './led-problem';
import { changeItem, initialProgram, newItem } from './program-form';

/**
 * Adds or edits a program: name, resolution, background, its texts and target screens, with the preview
 * drawn at the program's resolution as it is typed. The shared check runs before saving; a refusal of the
 * check or of the server shows above the form and keeps everything typed; a save that got no decision is
 * kept as a draft (form-draft.ts) the same dialog starts from.
 */
export function LedProgramDialog(props: {
  projectId: string;
  program?: LedProgramRow;
  screens: LedScreen[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { projectId, program, screens, onClose, onSaved } = props;
  const { t } = useTranslation();
  const { draft, keepIfUndecided, drop } = useFormDraft<LedProgramInput>('led-program', program?.programId);
  const [opened] = useState(() => draft ?? initialProgram(program, screens[0]));
  const [form, setForm] = useState(opened);
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const close = () => {
    drop();
    onClose();
  };
  const dismissal = useDismissGuard(() => Boolean(draft) || form !== opened, close);
  const set = (change: Partial<typeof form>) => setForm((current) => ({ ...current, ...change }));

  const save = async () => {
    const local = checkLedProgram(form);
    if (local) {
      setProblem(ledText(t, local));
      return;
    }
    setSaving(true);
    try {
      const message = program
        ? await ledCalls.update(projectId, program.programId, form)
        : await ledCalls.add(projectId, form);
      drop();
      onSaved(message);
    } catch (error) {
      keepIfUndecided(error, form);
      setProblem(ledText(t, error instanceof Error ? error.message : String(error)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible
      title={t(program ? 'led.edit' : 'led.add')}
      style={{ width: 900 }}
      {...dismissal}
      footer={
        <>
          <Button onClick={close}>{t('led.form.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={save} data-testid="led-save">
            {t('led.form.ok')}
          </Button>
        </>
      }
    >
      <DraftNotice shown={Boolean(draft)} />
      {problem && (
        <Alert type="error" content={problem} data-testid="led-problem" style={{ marginBottom: 12 }} />
      )}
      <LedPreview program={form} />
      <Form layout="vertical" data-testid="led-form">
        <Form.Item label={t('led.form.programName')} required>
          <Input
            value={form.programName}
            maxLength={50}
            onChange={(programName) => set({ programName })}
            data-testid="led-name"
          />
        </Form.Item>
        <Form.Item label={t('led.form.size')} required>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <InputNumber
              value={form.width}
              min={16}
              max={4096}
              precision={0}
              onChange={(width) => set({ width })}
              data-testid="led-width"
            />
            ×
            <InputNumber
              value={form.height}
              min={16}
              max={4096}
              precision={0}
              onChange={(height) => set({ height })}
              data-testid="led-height"
            />
            <Select
              placeholder={t('led.form.fromScreen')}
              style={{ width: 240 }}
              value={undefined}
              onChange={(screenId: string) => {
                const screen = screens.find((candidate) => candidate.screenId === screenId);
                if (screen) set({ width: screen.width, height: screen.height });
              }}
              options={screens.map((screen) => ({
                value: screen.screenId,
                label: `${screen.screenName} ${screen.width} × ${screen.height}`,
              }))}
            />
          </div>
        </Form.Item>
        <Form.Item label={t('led.form.background')}>
          <input
            type="color"
            value={form.background}
            onChange={(event) => set({ background: event.target.value })}
            data-testid="led-background"
          />
        </Form.Item>
        <Form.Item label={t('led.form.items')} required>
          {form.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the texts are edited by position
            <div className="led-item" key={index} data-testid="led-item">
              <Input
                placeholder={t('led.form.content')}
                value={item.content}
                onChange={(content) => set({ items: changeItem(form.items, index, { content }) })}
                data-testid={`led-item-content-${index}`}
              />
              <InputNumber
                aria-label={t('led.form.fontSize')}
                value={item.fontSize}
                min={8}
                max={512}
                precision={0}
                onChange={(fontSize) => set({ items: changeItem(form.items, index, { fontSize }) })}
                data-testid={`led-item-size-${index}`}
              />
              <input
                type="color"
                aria-label={t('led.form.color')}
                value={item.color}
                onChange={(event) =>
                  set({ items: changeItem(form.items, index, { color: event.target.value }) })
                }
              />
              <InputNumber
                aria-label={t('led.form.x')}
                prefix="X"
                value={item.x}
                min={0}
                precision={0}
                onChange={(x) => set({ items: changeItem(form.items, index, { x }) })}
                data-testid={`led-item-x-${index}`}
              />
              <InputNumber
                aria-label={t('led.form.y')}
                prefix="Y"
                value={item.y}
                min={0}
                precision={0}
                onChange={(y) => set({ items: changeItem(form.items, index, { y }) })}
                data-testid={`led-item-y-${index}`}
              />
              <Select
                aria-label={t('led.form.effect')}
                value={item.effect}
                onChange={(effect) => set({ items: changeItem(form.items, index, { effect }) })}
                options={LED_TEXT_EFFECTS.map((effect) => ({
                  value: effect,
                  label: t(`led.effects.${effect}`),
                }))}
                data-testid={`led-item-effect-${index}`}
              />
              <Button
                status="danger"
                disabled={form.items.length === 1}
                onClick={() => set({ items: form.items.filter((_, at) => at !== index) })}
              >
                {t('led.form.removeItem')}
              </Button>
            </div>
          ))}
          <Button onClick={() => set({ items: [...form.items, newItem()] })} data-testid="led-add-item">
            {t('led.form.addItem')}
          </Button>
        </Form.Item>
        <Form.Item label={t('led.form.screens')}>
          <div data-testid="led-screens">
            <Checkbox.Group
              value={form.screenIds}
              onChange={(screenIds: string[]) => set({ screenIds })}
              options={screens.map((screen) => ({
                value: screen.screenId,
                label: `${screen.screenName} (${screen.width} × ${screen.height})`,
              }))}
            />
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}

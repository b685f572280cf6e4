import { Form, Input, Modal } from '@arco-design/web-react';
import { CHANNEL_NAME_MAX } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  initial: string;
  /** Saves the name; a refusal of the server (toasted) keeps the dialog and the typed name. */
  onSave(name: string): Promise<void>;
  onClose(): void;
}

/** Names a channel, to add or rename it; an empty or too long name is refused beside the field. */
export function ChannelNameDialog({ title, initial, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);

  const problemOf = (value: string) => {
    if (!value.trim()) return t('monitor.channel.nameRequired');
    return value.trim().length > CHANNEL_NAME_MAX
      ? t('monitor.channel.nameTooLong', { max: CHANNEL_NAME_MAX })
      : '';
  };
  const save = async () => {
    const found = problemOf(name);
    setProblem(found);
    if (found) return;
    setSaving(true);
    try {
      await onSave(name.trim());
      onClose();
    } catch {
      // The server's message is toasted; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible
      title={title}
      onOk={save}
      onCancel={onClose}
      confirmLoading={saving}
      data-testid="channel-dialog"
    >
      <Form layout="vertical">
        <Form.Item
          label={t('monitor.channel.channelName')}
          required
          validateStatus={problem ? 'error' : undefined}
          help={problem || undefined}
        >
          <Input
            value={name}
            onChange={setName}
            onBlur={() => setProblem(problemOf(name))}
            onPressEnter={save}
            data-testid="channel-name"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

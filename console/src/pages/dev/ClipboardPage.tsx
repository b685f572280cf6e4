import { Button, Card, Input, Message, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../custom-screen/screen-rules';
import './dev.css';

/** /clipboard (hidden, seed 000 §2): copy-to-clipboard demo with its success and failure messages. */
export default function ClipboardPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const copy = async () => {
    if (!text) {
      Message.warning(t('dev.clipboard.empty'));
      return;
    }
    if (await copyText(text)) Message.success(t('dev.clipboard.copied'));
    else Message.error(t('dev.clipboard.failed'));
  };
  return (
    <Card title={t('dev.clipboard.title')} data-testid="clipboard-page">
      <label className="dev-hint" htmlFor="clipboard-text">
        {t('dev.clipboard.label')}
      </label>
      <Space>
        <Input
          id="clipboard-text"
          value={text}
          onChange={setText}
          placeholder={t('dev.clipboard.placeholder')}
          style={{ width: 360 }}
          data-testid="clipboard-text"
        />
        <Button type="primary" onClick={copy} data-testid="clipboard-copy">
          {t('dev.clipboard.copy')}
        </Button>
      </Space>
    </Card>
  );
}

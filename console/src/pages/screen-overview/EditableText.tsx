import { Button, Input } from '@arco-design/web-react';
import { IconCheck, IconClose, IconEdit } from '@arco-design/web-react/icon';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  value: string;
  maxLength: number;
  /** How the value shows while not editing. */
  children: ReactNode;
  /** Saves the new value; editing ends only when it resolves. */
  onSubmit(value: string): Promise<void>;
  testId: string;
}

/** A text that switches to an input by its pencil and back on a successful submit (seed 000 §2). */
export function EditableText({ value, maxLength, children, onSubmit, testId }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (draft === null) {
    return (
      <div className="data-screen__editable" data-testid={testId}>
        {children}
        <Button
          type="text"
          size="mini"
          className="data-screen__pencil"
          aria-label={t('dataScreen.edit')}
          data-testid={`${testId}-edit`}
          icon={<IconEdit />}
          onClick={() => setDraft(value)}
        />
      </div>
    );
  }

  const submit = () => {
    setSaving(true);
    onSubmit(draft)
      .then(() => setDraft(null))
      // The interceptor shows why it failed; the text stays in edit mode.
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };

  return (
    <div className="data-screen__editable data-screen__editable--editing" data-testid={testId}>
      <Input
        autoFocus
        size="small"
        value={draft}
        maxLength={maxLength}
        data-testid={`${testId}-input`}
        onChange={setDraft}
        onPressEnter={submit}
      />
      <Button
        type="primary"
        size="small"
        loading={saving}
        aria-label={t('dataScreen.submit')}
        data-testid={`${testId}-submit`}
        icon={<IconCheck />}
        onClick={submit}
      />
      <Button
        size="small"
        aria-label={t('common.cancel')}
        icon={<IconClose />}
        disabled={saving}
        onClick={() => setDraft(null)}
      />
    </div>
  );
}

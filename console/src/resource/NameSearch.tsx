import { Button, Input, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list's search by one name: it searches, trimmed, on Enter or 查询; 重置 empties it and searches again.
 * Test ids: `${testId}-search-name` (the input) and `${testId}-search`.
 */
export function NameSearch({
  placeholder,
  onSearch,
  testId,
}: {
  placeholder: string;
  onSearch: (name: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const search = (text: string) => onSearch(text.trim());
  return (
    <Space>
      <Input
        value={typed}
        onChange={setTyped}
        onPressEnter={() => search(typed)}
        placeholder={placeholder}
        allowClear
        style={{ width: 240 }}
        data-testid={`${testId}-search-name`}
      />
      <Button type="primary" onClick={() => search(typed)} data-testid={`${testId}-search`}>
        {t('common.search')}
      </Button>
      <Button
        onClick={() => {
          setTyped('');
          search('');
        }}
      >
        {t('common.reset')}
      </Button>
    </Space>
  );
}

import { Button, Form, type FormInstance, type FormProps, Space } from '@arco-design/web-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface SearchItem {
  key: string;
  label: string;
  control: ReactNode;
}

export interface SearchBarProps<Values> {
  items: SearchItem[];
  form: FormInstance<Values>;
  initialValues?: Partial<Values>;
  onSearch(values: Values): void;
  onValuesChange?: FormProps<Values>['onValuesChange'];
  /** Test ids: `${prefix}-search`, `${prefix}-reset` and `${itemPrefix}-${key}` per item. */
  testIds?: { prefix: string; itemPrefix: string };
}

/**
 * The query form above a list: one labelled control per filter, then query and reset. Reset restores the
 * initial values and searches with them.
 */
export function SearchBar<Values>({
  items,
  form,
  initialValues,
  onSearch,
  onValuesChange,
  testIds = { prefix: 'resource', itemPrefix: 'search' },
}: SearchBarProps<Values>) {
  const { t } = useTranslation();
  // Field ids unique in the page: a dialog's form and the search bars of other open tabs name the same fields.
  const formId = useId();
  return (
    <Form
      id={formId}
      form={form}
      layout="inline"
      initialValues={initialValues}
      onSubmit={onSearch}
      onValuesChange={onValuesChange}
      className="list-filters"
    >
      {items.map((item) => (
        <Form.Item
          key={item.key}
          label={item.label}
          field={item.key}
          data-testid={`${testIds.itemPrefix}-${item.key}`}
        >
          {item.control}
        </Form.Item>
      ))}
      <Space>
        <Button type="primary" htmlType="submit" data-testid={`${testIds.prefix}-search`}>
          {t('common.search')}
        </Button>
        <Button
          data-testid={`${testIds.prefix}-reset`}
          onClick={() => {
            form.resetFields();
            onSearch(form.getFieldsValue() as Values);
          }}
        >
          {t('common.reset')}
        </Button>
      </Space>
    </Form>
  );
}

import type { FormInstance } from '@arco-design/web-react';
import type { ResourceDescription } from '@site/shared-schema';
import type { Row } from '../api/resource-calls';
import { FieldControl } from './FieldControl';
import { type LabelOf, searchFields } from './fields';
import type { OptionScope } from './options';
import { SearchBar } from './SearchBar';
import { teamFollowsCompany } from './team-follows-company';

export interface ResourceSearchProps {
  resource: ResourceDescription;
  scope: OptionScope;
  form: FormInstance<Row>;
  labelOf: LabelOf;
  initialValues?: Row;
  onSearch(values: Row): void;
  /** Filters the page fixes itself and does not offer (approve-staff's pending status). */
  exclude?: readonly string[];
}

/** The search form of a resource: a control per field with `search`, in declaration order. */
export function ResourceSearch(props: ResourceSearchProps) {
  const { resource, scope, form, labelOf, initialValues, onSearch, exclude = [] } = props;
  const items = searchFields(resource)
    .filter((field) => !exclude.includes(field.key))
    .map((field) => {
      const label = labelOf(field.key);
      return {
        key: field.key,
        label,
        control: <FieldControl field={field} scope={scope} label={label} search />,
      };
    });
  return (
    <SearchBar
      items={items}
      form={form}
      initialValues={initialValues}
      onSearch={onSearch}
      onValuesChange={teamFollowsCompany(form)}
    />
  );
}

import { Select } from '@arco-design/web-react';
import { PERSON_RESOURCE } from '@site/shared-schema';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { type Row, resourceCalls } from '../../api/resource-calls';
import { session } from '../../app/store/session';
import type { CustomControlProps } from '../../resource/ResourceForm';

const LISTED = 50;

const optionLabel = (person: Row) => `${person.personName}（${person.idcardNumber}）`;

/**
 * One of the project's people, found by name: the roster is long, so the server narrows it as the user
 * types. The person already chosen (a card being edited) is read on its own when the list leaves it out.
 */
export function PersonPicker({ value, onChange, onBlur, label }: CustomControlProps) {
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const [personName, setPersonName] = useState('');
  const calls = useMemo(() => resourceCalls(PERSON_RESOURCE, { projectId }), [projectId]);
  const filters = personName ? { personName } : {};
  const { data, isLoading } = useSWR(['bank-card-people', projectId, personName], () =>
    calls.page(filters, { pageNumber: 1, pageSize: LISTED }),
  );
  const people = data?.records ?? [];
  const chosen = typeof value === 'string' && value ? value : undefined;
  const { data: current } = useSWR(
    chosen && !people.some((person) => person.personId === chosen) ? ['bank-card-person', chosen] : null,
    () => calls.query(chosen!),
  );
  const options = current ? [current, ...people] : people;

  return (
    <Select
      value={chosen}
      onChange={onChange}
      onBlur={onBlur}
      placeholder={label}
      loading={isLoading}
      showSearch
      allowClear
      filterOption={false}
      onSearch={setPersonName}
    >
      {options.map((person) => (
        <Select.Option key={String(person.personId)} value={String(person.personId)}>
          {optionLabel(person)}
        </Select.Option>
      ))}
    </Select>
  );
}

import type { FormInstance } from '@arco-design/web-react';
import {
  fieldText,
  GENDERS,
  type IdcardInfo,
  type IdcardSide,
  idcardFacts,
  isEmptyValue,
} from '@site/shared-schema';
import type { Row } from '../../api/resource-calls';

/** What each face of a card fills in (seed 000 §3: the front the person, the back the validity). */
const FILLED_BY: Record<IdcardSide, readonly (keyof IdcardInfo)[]> = {
  front: ['personName', 'gender', 'nation', 'birthDate', 'address', 'idcardNumber'],
  back: ['idcardStartDate', 'idcardEndDate', 'idcardTermStatus'],
};

/** A gender as the form holds it ('1' / '2'), also when read as its label (男 / 女). */
const genderValue = (gender: string) => GENDERS.find((option) => option.label === gender)?.value ?? gender;

/**
 * The form values a reading of an ID card fills in: only fields still empty, so nothing typed is lost.
 * The long-term flag is set when the card says so.
 */
export function idcardPatch(values: Row, info: IdcardInfo | null, side: IdcardSide): Row {
  const patch: Row = {};
  if (!info) return patch;
  for (const key of FILLED_BY[side]) {
    const read = key === 'gender' && info.gender ? genderValue(info.gender) : info[key];
    if (isEmptyValue(read)) continue;
    if (key === 'idcardTermStatus') {
      if (read === 1 && values[key] !== 1) patch[key] = 1;
    } else if (isEmptyValue(values[key])) {
      patch[key] = read;
    }
  }
  return patch;
}

/**
 * The birth date and gender a typed ID number says, filled in where the form still has none (the seeds
 * are silent; the rule of a card's reading: nothing typed is replaced).
 */
export function followIdcardNumber(changed: Row, form: FormInstance<Row>): void {
  if (typeof changed.idcardNumber !== 'string') return;
  const facts = idcardFacts(fieldText({ check: 'idcard' }, changed.idcardNumber));
  if (!facts) return;
  const patch = idcardPatch(form.getFieldsValue(), facts, 'front');
  if (Object.keys(patch).length) form.setFieldsValue(patch);
}

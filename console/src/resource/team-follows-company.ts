import type { FormInstance } from '@arco-design/web-react';
import type { Row } from '../api/resource-calls';

/**
 * A form's onValuesChange: choosing another company empties the team, whose choices are that company's
 * (seed 000 §4: picking a company reloads the teams).
 */
export function teamFollowsCompany(form: FormInstance<Row>, teamKey = 'teamId') {
  return (changed: Partial<Row>) => {
    if ('companyId' in changed && form.getFieldValue(teamKey) !== undefined) {
      form.setFieldValue(teamKey, undefined);
    }
  };
}

import { DEFAULT_RULE_CONFIG } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { RULE_FORMS, ruleBody, ruleValues } from './rule-forms';

const [, ruleConfig] = RULE_FORMS;

describe('the rule forms', () => {
  it('turn stored 0/1 into switches and back, every field sent', () => {
    const values = ruleValues(ruleConfig, { projectId: '1', ...DEFAULT_RULE_CONFIG });
    expect(values).toMatchObject({ ageLimitStatus: true, contractRequiredStatus: false, minAge: 18 });
    expect(ruleBody(ruleConfig, '1', values)).toEqual({ projectId: '1', ...DEFAULT_RULE_CONFIG });
  });
});

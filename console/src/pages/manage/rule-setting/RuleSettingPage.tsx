import { session } from '../../../app/store/session';
import { RuleForm } from './RuleForm';
import { RULE_FORMS } from './rule-forms';

/**
 * /manage/rule-setting (siteProjectTrainRule): the train rule, the workers' entry rules and the project's
 * private settings, each a form of its own that loads and saves its values.
 */
export default function RuleSettingPage() {
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  if (!projectId) return null;
  return (
    <div
      data-testid="rule-setting-page"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(380px, 1fr))', gap: 16 }}
    >
      {RULE_FORMS.map((spec) => (
        <RuleForm key={spec.name} spec={spec} projectId={projectId} />
      ))}
    </div>
  );
}

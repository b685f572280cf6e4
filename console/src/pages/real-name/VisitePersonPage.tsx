import { checkVisitEnd, TEMPORARY_RESOURCE } from '@site/shared-schema';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from '../../app/refusals/refusal-text';
import { ResourcePage } from '../../resource/ResourcePage';

/**
 * visite-person (seed 000 §2): the register of visitors, with their review status and its trail in each
 * record's history. The visit's end is checked against its start in the form, as the server checks it.
 */
export default function VisitePersonPage() {
  const { t } = useTranslation();
  const form = useMemo(
    () => ({
      checks: {
        visitEndTime: {
          watch: ['visitStartTime', 'visitEndTime'],
          check: (values: Record<string, unknown>) => {
            const problem = checkVisitEnd(values);
            return problem && problemText(problem, t);
          },
        },
      },
    }),
    [t],
  );
  return <ResourcePage resource={TEMPORARY_RESOURCE} form={form} />;
}

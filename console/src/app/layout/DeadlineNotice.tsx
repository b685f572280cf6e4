import { Result } from '@arco-design/web-react';
import { datePart, type ProjectItem } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';

/** The blocking notice of a project past its deadline (seed 000 §1). */
export function DeadlineNotice({ project }: { project: ProjectItem }) {
  const { t } = useTranslation();
  return (
    <div className="deadline-notice" data-testid="deadline-notice" role="alertdialog">
      <Result
        status="warning"
        title={t('deadline.title')}
        subTitle={
          <dl className="deadline-notice__facts">
            <dt>{t('deadline.project')}</dt>
            <dd data-testid="deadline-project-name">{project.projectName}</dd>
            <dt>{t('deadline.start')}</dt>
            <dd data-testid="deadline-start">{datePart(project.deadlineStartDate)}</dd>
            <dt>{t('deadline.end')}</dt>
            <dd data-testid="deadline-end">{datePart(project.deadlineEndDate)}</dd>
          </dl>
        }
        extra={
          <>
            <p className="deadline-notice__text">{t('deadline.notice')}</p>
            <p className="deadline-notice__hint">{t('deadline.switchHint')}</p>
          </>
        }
      />
    </div>
  );
}

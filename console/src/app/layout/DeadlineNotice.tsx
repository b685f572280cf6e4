import { Button } from '@arco-design/web-react';
import { datePart, type ProjectItem } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusResult } from '../StatusResult';
import { logoutUser } from '../store/session-actions';

/**
 * The blocking notice of a project past its deadline (seed 000 §1). It covers the user menu, so it
 * offers the way out itself: another project (the selector above) or signing out.
 */
export function DeadlineNotice({ project }: { project: ProjectItem }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const logout = () => {
    setLeaving(true);
    logoutUser(window.location.pathname).catch(() => setLeaving(false));
  };
  return (
    <div className="deadline-notice" data-testid="deadline-notice" role="alertdialog">
      <StatusResult
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
            <Button loading={leaving} onClick={logout} data-testid="deadline-logout">
              {t('common.logout')}
            </Button>
          </>
        }
      />
    </div>
  );
}

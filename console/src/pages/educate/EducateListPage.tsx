import { TRAIN_INFO_RESOURCE } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../api/resource-calls';
import { session } from '../../app/store/session';
import type { ListHandle } from '../../resource/ResourcePage';
import { ResourcePage } from '../../resource/ResourcePage';
import { RowButton } from '../../resource/RowButton';
import { ParticipantsDrawer } from './ParticipantsDrawer';

/**
 * educate-list (seed 000 §2 siteTrainInfo): the project's trainings with their material (a picture) and
 * their participants, chosen from the roster; exported as TRAIN_INFO_EXPORT tasks.
 */
export default function EducateListPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const [opened, setOpened] = useState<{ training: Row; list: ListHandle } | null>(null);
  return (
    <>
      <ResourcePage
        resource={TRAIN_INFO_RESOURCE}
        rowActions={(training, list) => (
          <RowButton
            onClick={() => setOpened({ training, list })}
            data-testid={`train-participants-${String(training.trainId)}`}
          >
            {t('educate.participants.manage')}
          </RowButton>
        )}
      />
      {opened ? (
        <ParticipantsDrawer
          projectId={projectId}
          training={{
            trainId: String(opened.training.trainId),
            trainName: String(opened.training.trainName),
          }}
          onSaved={() => void opened.list.reload()}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </>
  );
}

import { Button, Spin } from '@arco-design/web-react';
import { type CustomScreenItem, loadScreen, type ScreenDocument } from '@site/shared-schema';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { queryScreen } from '../api/custom-screen';
import { confirm } from '../app/dialogs/confirm';
import { StatusResult } from '../app/StatusResult';
import { session } from '../app/store/session';
import { createEditorStore, type EditorStore } from './model';
import { clearLocalDraft, differsFrom, localDraftKey, readLocalDraft } from './persistence/local-draft';
import { DesignerShell } from './shell/DesignerShell';

type Opened =
  | { kind: 'loading' }
  | { kind: 'failed'; errors: string[] }
  | { kind: 'ready'; screen: CustomScreenItem; store: EditorStore };

/**
 * /electronic-display/custom-screen/designer/<screenId>: opens the screen's draft, migrated and
 * validated, and offers to restore changes a previous visit kept locally without saving.
 */
export default function DesignerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const screenId = useParams()['*'] ?? '';
  const userId = session.use((state) => state.userInfo?.tenementUserId ?? '');
  const [opened, setOpened] = useState<Opened>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    queryScreen(screenId).then(
      (detail) => {
        if (!live) return;
        const loaded = loadScreen(detail.document);
        if (!loaded.ok) {
          setOpened({ kind: 'failed', errors: loaded.errors });
          return;
        }
        const store = createEditorStore(loaded.value);
        setOpened({ kind: 'ready', screen: detail, store });
        offerRestore(store, loaded.value);
      },
      (error: unknown) => {
        if (live)
          setOpened({ kind: 'failed', errors: [error instanceof Error ? error.message : String(error)] });
      },
    );
    const offerRestore = (store: EditorStore, serverDoc: ScreenDocument) => {
      const key = localDraftKey(userId, screenId);
      const draft = readLocalDraft(localStorage, key);
      if (!differsFrom(draft, serverDoc)) {
        clearLocalDraft(localStorage, key);
        return;
      }
      confirm({
        title: i18next.t('designer.restore.title'),
        content: i18next.t('designer.restore.content', {
          time: dayjs(draft.savedAt).format('YYYY-MM-DD HH:mm:ss'),
        }),
        okText: i18next.t('designer.restore.ok'),
        cancelText: i18next.t('designer.restore.discard'),
        // Restored changes are one step on top of the saved draft: unsaved, and undoable.
        onOk: () => {
          store.change(() => draft.doc);
          store.commitStep();
        },
        onCancel: () => clearLocalDraft(localStorage, key),
      });
    };
    return () => {
      live = false;
    };
  }, [screenId, userId]);

  if (opened.kind === 'loading') {
    return (
      <div className="page-spinner">
        <Spin size={32} />
      </div>
    );
  }
  if (opened.kind === 'failed') {
    return (
      <StatusResult
        status="error"
        title={t('designer.openFailed')}
        subTitle={opened.errors.slice(0, 5).join('; ')}
        extra={
          <Button onClick={() => navigate('/electronic-display/custom-screen')}>{t('designer.back')}</Button>
        }
      />
    );
  }
  return <DesignerShell store={opened.store} screen={opened.screen} />;
}

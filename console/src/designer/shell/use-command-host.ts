import { Message } from '@arco-design/web-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publishScreen, saveScreenDocument } from '../../api/custom-screen';
import { confirm } from '../../app/dialogs/confirm';
import { designerMessage } from '../messages';
import type { CommandHost, EditorStore } from '../model';

/** Seed 001 §8: the message helper shows for 1500 ms. */
const MESSAGE_MS = 1500;

export interface SaveStatus {
  saving: boolean;
  /** The server's refusal of the last save (it names the path), until the next save succeeds. */
  error: string | null;
}

interface Options {
  store: EditorStore;
  screenId: string;
  onPreview(): void;
}

/**
 * What the commands need from the page: saving the draft (the user's state is kept when the server
 * refuses it), preview, publish (saving first), confirmation and messages.
 */
export function useCommandHost({ store, screenId, onPreview }: Options): {
  host: CommandHost;
  status: SaveStatus;
} {
  const { t } = useTranslation();
  const [status, setStatus] = useState<SaveStatus>({ saving: false, error: null });
  const latest = useRef({ onPreview, t });
  latest.current = { onPreview, t };

  const host = useMemo<CommandHost>(() => {
    const save = async (): Promise<boolean> => {
      const doc = store.getState().doc;
      setStatus({ saving: true, error: null });
      try {
        await saveScreenDocument(screenId, doc);
        // What was sent is saved; edits made while saving stay unsaved.
        store.markSaved(doc);
        setStatus({ saving: false, error: null });
        Message.success({ content: latest.current.t('designer.saved'), duration: MESSAGE_MS });
        return true;
      } catch (error) {
        // The client's interceptor has shown the server's message; it stays beside the save button.
        setStatus({ saving: false, error: error instanceof Error ? error.message : String(error) });
        return false;
      }
    };
    return {
      save: async () => {
        await save();
      },
      preview: () => latest.current.onPreview(),
      publish: async () => {
        if (store.getState().dirty && !(await save())) return;
        Message.success({ content: await publishScreen(screenId), duration: MESSAGE_MS });
      },
      confirm: (message) =>
        new Promise<boolean>((resolve) => {
          const { t } = latest.current;
          confirm({
            title: t('designer.confirmTitle'),
            content: t(message),
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        }),
      notify: (message, type = 'error') => {
        Message[type]({ content: designerMessage(message, latest.current.t), duration: MESSAGE_MS });
      },
    };
  }, [store, screenId]);

  return { host, status };
}

import {
  Alert,
  Button,
  Input,
  Message,
  Modal,
  Space,
  Table,
  type TableColumnProps,
} from '@arco-design/web-react';
import type { CreatedPlaybackKey, CustomScreenItem, PlaybackKeyItem } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { addPlaybackKey, listPlaybackKeys, revokePlaybackKey } from '../../api/custom-screen';
import { confirm } from '../../app/dialogs/confirm';
import { copyText, wallLink } from './screen-rules';

/**
 * The playback keys of a screen: list, create, revoke. A new key and its wall link are shown once, right
 * after creation: the server keeps only a hash, so they cannot be shown again.
 */
export function PlaybackKeysDialog({ screen, onClose }: { screen?: CustomScreenItem; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={screen && t('customScreen.keysTitle', { name: screen.screenName })}
      visible={Boolean(screen)}
      onCancel={onClose}
      footer={null}
      unmountOnExit
      style={{ width: 760 }}
    >
      {screen && <PlaybackKeys screen={screen} />}
    </Modal>
  );
}

function PlaybackKeys({ screen }: { screen: CustomScreenItem }) {
  const { t } = useTranslation();
  const [keyName, setKeyName] = useState('');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedPlaybackKey>();
  const { data, isLoading, mutate } = useSWR(['playback-keys', screen.screenId], () =>
    listPlaybackKeys(screen.screenId),
  );

  const create = async () => {
    setCreating(true);
    try {
      setCreated(await addPlaybackKey(screen.screenId, keyName.trim()));
      setKeyName('');
      await mutate();
    } finally {
      setCreating(false);
    }
  };

  const revoke = (key: PlaybackKeyItem) =>
    confirm({
      title: t('customScreen.revoke'),
      content: t('customScreen.confirmRevoke', { name: key.keyName || key.keyPrefix }),
      onOk: async () => {
        Message.success(await revokePlaybackKey(key.keyId));
        if (created?.keyId === key.keyId) setCreated(undefined);
        await mutate();
      },
    });

  const columns: TableColumnProps<PlaybackKeyItem>[] = [
    { title: t('customScreen.keyName'), dataIndex: 'keyName' },
    { title: t('customScreen.keyPrefix'), dataIndex: 'keyPrefix', render: (prefix: string) => `${prefix}…` },
    { title: t('customScreen.createTime'), dataIndex: 'createTime' },
    {
      title: t('customScreen.actions'),
      render: (_value, key) => (
        <Button size="mini" type="text" status="danger" onClick={() => revoke(key)}>
          {t('customScreen.revoke')}
        </Button>
      ),
    },
  ];

  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }} data-testid="playback-keys">
      {!screen.published && <Alert type="warning" content={t('customScreen.notPublishedHint')} />}
      <Space>
        <Input
          value={keyName}
          onChange={setKeyName}
          placeholder={t('customScreen.keyNamePlaceholder')}
          maxLength={50}
          style={{ width: 260 }}
          data-testid="key-name-input"
        />
        <Button type="primary" loading={creating} onClick={create} data-testid="key-create">
          {t('customScreen.createKey')}
        </Button>
      </Space>
      {created && <CreatedKey created={created} />}
      <Table<PlaybackKeyItem>
        rowKey="keyId"
        loading={isLoading}
        columns={columns}
        data={data ?? []}
        pagination={false}
        noDataElement={t('customScreen.noKeys')}
      />
    </Space>
  );
}

function CreatedKey({ created }: { created: CreatedPlaybackKey }) {
  const { t } = useTranslation();
  const link = wallLink(window.location.origin, created.playPath);

  const copy = async () => {
    if (await copyText(link)) Message.success(t('customScreen.copied'));
    else Message.warning(t('customScreen.copyUnavailable'));
  };

  return (
    <Alert
      type="success"
      title={t('customScreen.keyShownOnce')}
      content={
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input addBefore={t('customScreen.key')} value={created.key} readOnly data-testid="created-key" />
          <Input addBefore={t('customScreen.wallLink')} value={link} readOnly data-testid="wall-link" />
          <Space>
            <Button size="small" onClick={copy} data-testid="wall-link-copy">
              {t('customScreen.copyLink')}
            </Button>
            <Button size="small" href={link} target="_blank">
              {t('customScreen.openWall')}
            </Button>
          </Space>
        </Space>
      }
    />
  );
}

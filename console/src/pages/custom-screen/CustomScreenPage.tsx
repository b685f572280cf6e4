import {
  Button,
  Card,
  Empty,
  Input,
  Message,
  Space,
  Table,
  type TableColumnProps,
  Tag,
} from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import type { CustomScreenItem } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import {
  addScreen,
  copyScreen,
  deleteScreen,
  publishScreen,
  queryScreenPage,
  renameScreen,
} from '../../api/custom-screen';
import { confirm } from '../../app/dialogs/confirm';
import { session } from '../../app/store/session';
import { usePaging } from '../../app/use-paging';
import { screenPagePath } from '../custom-screen-page/screen-page-calls';
import { PlaybackKeysDialog } from './PlaybackKeysDialog';
import { ScreenNameDialog } from './ScreenNameDialog';
import { buildScreenQuery, designerPath, previewPath } from './screen-rules';

/** The name dialog adds a screen, or renames the one it holds. */
type NameDialog = { mode: 'add' } | { mode: 'rename'; screen: CustomScreenItem };

/** /electronic-display/custom-screen: the current project's wall screens and their playback keys. */
export default function CustomScreenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const projectId = session.use((state) => state.projectItem?.projectId);
  const [keyword, setKeyword] = useState('');
  const { page, searches, newSearch, pagination } = usePaging();
  const [nameDialog, setNameDialog] = useState<NameDialog>();
  const [keysOf, setKeysOf] = useState<CustomScreenItem>();
  const query = projectId ? buildScreenQuery(projectId, keyword, page) : undefined;
  const { data, isLoading, mutate } = useSWR(query ? ['custom-screens', query, searches] : null, () =>
    queryScreenPage(query!),
  );

  // Searching starts again from page 1, as every list of the console does.
  const search = (value: string) => {
    setKeyword(value);
    newSearch();
  };

  const saveName = async (screenName: string) => {
    if (!nameDialog || !projectId) return;
    if (nameDialog.mode === 'add') await addScreen(projectId, screenName);
    else await renameScreen(nameDialog.screen.screenId, screenName);
    Message.success(t('customScreen.saved'));
    await mutate();
  };

  const copy = async (screen: CustomScreenItem) => {
    await copyScreen(screen.screenId);
    Message.success(t('customScreen.copiedScreen'));
    await mutate();
  };

  const publish = async (screen: CustomScreenItem) => {
    Message.success(await publishScreen(screen.screenId));
    await mutate();
  };

  const remove = (screen: CustomScreenItem) =>
    confirm({
      title: t('customScreen.delete'),
      content: t('customScreen.confirmDelete'),
      onOk: async () => {
        Message.success(await deleteScreen(screen.screenId));
        await mutate();
      },
    });

  const columns: TableColumnProps<CustomScreenItem>[] = [
    { title: t('customScreen.screenName'), dataIndex: 'screenName' },
    { title: t('customScreen.updateTime'), dataIndex: 'updateTime' },
    {
      title: t('customScreen.publishTime'),
      dataIndex: 'publishTime',
      render: (value: string) => value || t('customScreen.unpublished'),
    },
    {
      title: t('customScreen.draftState'),
      dataIndex: 'draftChanged',
      render: (changed: boolean) => changed && <Tag color="orange">{t('customScreen.draftChanged')}</Tag>,
    },
    {
      title: t('customScreen.actions'),
      render: (_value, screen) => (
        <Space size="mini" wrap>
          <Button size="mini" type="text" onClick={() => navigate(designerPath(screen.screenId))}>
            {t('designer.open')}
          </Button>
          <Button size="mini" type="text" onClick={() => setNameDialog({ mode: 'rename', screen })}>
            {t('customScreen.rename')}
          </Button>
          <Button size="mini" type="text" onClick={() => copy(screen)}>
            {t('customScreen.copy')}
          </Button>
          <Button size="mini" type="text" onClick={() => publish(screen)}>
            {t('customScreen.publish')}
          </Button>
          <Button
            size="mini"
            type="text"
            onClick={() => navigate(previewPath(screen.screenId))}
            data-testid="screen-preview"
          >
            {t('customScreen.preview')}
          </Button>
          {screen.published && (
            <Button
              size="mini"
              type="text"
              onClick={() => window.open(screenPagePath(screen.screenId), '_blank', 'noopener')}
              data-testid="screen-play-in-console"
            >
              {t('screenPage.play')}
            </Button>
          )}
          <Button size="mini" type="text" onClick={() => setKeysOf(screen)}>
            {t('customScreen.keys')}
          </Button>
          <Button size="mini" type="text" status="danger" onClick={() => remove(screen)}>
            {t('customScreen.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card data-testid="custom-screen-page">
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('customScreen.screenNamePlaceholder')}
          onSearch={search}
          onClear={() => search('')}
          style={{ width: 280 }}
          data-testid="screen-search"
        />
        <Button type="primary" icon={<IconPlus />} onClick={() => setNameDialog({ mode: 'add' })}>
          {t('customScreen.add')}
        </Button>
      </Space>
      <Table<CustomScreenItem>
        rowKey="screenId"
        loading={isLoading}
        columns={columns}
        data={data?.records ?? []}
        noDataElement={<Empty description={t('customScreen.empty')} />}
        pagination={pagination(data?.total ?? 0)}
      />
      <ScreenNameDialog
        title={nameDialog && t(nameDialog.mode === 'add' ? 'customScreen.add' : 'customScreen.rename')}
        initialName={nameDialog?.mode === 'rename' ? nameDialog.screen.screenName : undefined}
        onSubmit={saveName}
        onClose={() => setNameDialog(undefined)}
      />
      <PlaybackKeysDialog screen={keysOf} onClose={() => setKeysOf(undefined)} />
    </Card>
  );
}

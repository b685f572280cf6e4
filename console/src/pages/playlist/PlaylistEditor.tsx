import { Button, InputNumber, Select, Space, Typography } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp, IconDelete, IconPlus } from '@arco-design/web-react/icon';
import {
  type DisplayScreenChoice,
  PLAYLIST_API,
  PLAYLIST_MAX_ITEMS,
  PLAYLIST_SECONDS,
  type PlaylistItem,
} from '@site/shared-schema';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchData } from '../../api/http';
import { session } from '../../app/store/session';
import type { CustomControlProps } from '../../resource/ResourceForm';
import { addItem, changeItem, moveItem, readItems, removeItem } from './playlist-items';

/** The project's screens a playlist may hold, unpublished ones too (a display skips them until published). */
function useScreenChoices() {
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const { data = [], isLoading } = useSWR(projectId ? ['playlist-screens', projectId] : null, () =>
    fetchData<DisplayScreenChoice[]>(PLAYLIST_API.screenChoices, { projectId }),
  );
  return { screens: data, loading: isLoading };
}

/**
 * The control of a playlist's `items`: its screens in order, each with its seconds, moved, removed and
 * added by row. The form holds the JSON text of the rows, as the server takes it.
 */
export function PlaylistEditor({ value, onChange, onBlur }: CustomControlProps) {
  const { t } = useTranslation();
  const { screens, loading } = useScreenChoices();
  const items = readItems(value);
  const change = (next: PlaylistItem[]) => onChange?.(JSON.stringify(next));
  // The field is left when the focus leaves the editor, not when it moves between its rows.
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  };

  return (
    <div onBlur={leave} data-testid="playlist-editor">
      <Space direction="vertical">
        {items.length === 0 && <Typography.Text type="secondary">{t('playlistPage.empty')}</Typography.Text>}
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position in the order
          <Space key={index} data-testid={`playlist-row-${index}`}>
            <Typography.Text>{index + 1}.</Typography.Text>
            <Select
              value={item.screenId || undefined}
              onChange={(screenId: string) => change(changeItem(items, index, { screenId }))}
              placeholder={t('playlistPage.screen')}
              loading={loading}
              showSearch
              style={{ width: 260 }}
              data-testid={`playlist-screen-${index}`}
            >
              {screens.map((screen) => (
                <Select.Option key={screen.screenId} value={screen.screenId}>
                  {screen.published
                    ? screen.screenName
                    : t('playlistPage.unpublished', { name: screen.screenName })}
                </Select.Option>
              ))}
            </Select>
            <InputNumber
              value={item.seconds}
              // Emptied while typing, the row keeps its seconds: leaving the box shows them again.
              onChange={(seconds) => {
                if (Number.isFinite(seconds)) change(changeItem(items, index, { seconds }));
              }}
              min={PLAYLIST_SECONDS.min}
              max={PLAYLIST_SECONDS.max}
              precision={0}
              suffix={t('playlistPage.seconds')}
              style={{ width: 140 }}
              data-testid={`playlist-seconds-${index}`}
            />
            <Button
              icon={<IconArrowUp />}
              title={t('playlistPage.up')}
              disabled={index === 0}
              onClick={() => change(moveItem(items, index, -1))}
              data-testid={`playlist-up-${index}`}
            />
            <Button
              icon={<IconArrowDown />}
              title={t('playlistPage.down')}
              disabled={index === items.length - 1}
              onClick={() => change(moveItem(items, index, 1))}
              data-testid={`playlist-down-${index}`}
            />
            <Button
              icon={<IconDelete />}
              title={t('playlistPage.remove')}
              status="danger"
              onClick={() => change(removeItem(items, index))}
              data-testid={`playlist-remove-${index}`}
            />
          </Space>
        ))}
        <Space>
          <Button
            type="dashed"
            icon={<IconPlus />}
            disabled={items.length >= PLAYLIST_MAX_ITEMS}
            onClick={() => change(addItem(items))}
            data-testid="playlist-add"
          >
            {t('playlistPage.add')}
          </Button>
          <Typography.Text type="secondary">
            {items.length} / {PLAYLIST_MAX_ITEMS}
          </Typography.Text>
        </Space>
      </Space>
    </div>
  );
}

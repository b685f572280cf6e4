import { Button, Divider, Tag, Tooltip, Trigger } from '@arco-design/web-react';
import {
  IconDelete,
  IconDownload,
  IconEye,
  IconLeft,
  IconRedo,
  IconSave,
  IconSend,
  IconSettings,
  IconUndo,
  IconUpload,
  IconZoomIn,
  IconZoomOut,
} from '@arco-design/web-react/icon';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandList } from '../canvas/CommandList';
import { clampZoom, ZOOM_STEP } from '../canvas/viewport';
import {
  type CommandHost,
  type CommandId,
  type EditorStore,
  getCommand,
  runCommand,
  useEditor,
} from '../model';
import type { SaveStatus } from '../shell/use-command-host';

const ICONS: Partial<Record<CommandId, ReactNode>> = {
  undo: <IconUndo />,
  redo: <IconRedo />,
  save: <IconSave />,
  preview: <IconEye />,
  publish: <IconSend />,
  clearCanvas: <IconDelete />,
};

const ARRANGE: readonly CommandId[] = [
  'alignLeft',
  'alignCenter',
  'alignRight',
  'alignTop',
  'alignMiddle',
  'alignBottom',
  'distributeH',
  'distributeV',
];

interface Props {
  store: EditorStore;
  host: CommandHost;
  screenName: string;
  status: SaveStatus;
  zoom: number;
  onZoom(zoom: number): void;
  onFit(): void;
  onBack(): void;
  onImport(): void;
  onExport(): void;
}

/** The designer's toolbar: its buttons run the same commands as the shortcuts and the context menu. */
export function Toolbar({
  store,
  host,
  screenName,
  status,
  zoom,
  onZoom,
  onFit,
  onBack,
  onImport,
  onExport,
}: Props) {
  const { t } = useTranslation();
  const state = useEditor(store, (s) => s);
  const run = (id: CommandId) => void runCommand(id, { store, host });
  // Not Arco's Dropdown and Menu: with them came the sider and the resize box of the layout (13 KB).
  const [arranging, setArranging] = useState(false);

  const commandButton = (id: CommandId) => {
    const command = getCommand(id);
    const label = t(command.labelKey);
    const shortcut = command.shortcuts[0];
    const hint = shortcut
      ? `${label} (${shortcut.mod === false ? '' : 'Ctrl+'}${shortcut.shift ? 'Shift+' : ''}${shortcut.key.toUpperCase()})`
      : label;
    return (
      <Tooltip key={id} content={hint}>
        <Button
          size="small"
          type={id === 'save' && state.dirty ? 'primary' : 'secondary'}
          icon={ICONS[id]}
          loading={id === 'save' && status.saving}
          disabled={!command.enabled(state)}
          data-command={id}
          aria-label={label}
          onClick={() => run(id)}
        >
          {label}
        </Button>
      </Tooltip>
    );
  };

  return (
    <div className="designer-toolbar" data-testid="designer-toolbar">
      <Button size="small" type="text" icon={<IconLeft />} onClick={onBack} aria-label={t('designer.back')} />
      <strong className="designer-toolbar-name">{screenName}</strong>
      {state.dirty && <Tag color="orange">{t('designer.unsaved')}</Tag>}
      {status.error && (
        <Tag color="red" className="designer-toolbar-error" data-testid="save-error" title={status.error}>
          {t('designer.saveFailed', { message: status.error })}
        </Tag>
      )}
      <div className="designer-toolbar-spacer" />
      {commandButton('undo')}
      {commandButton('redo')}
      <Divider type="vertical" />
      <Button
        size="small"
        icon={<IconZoomOut />}
        aria-label={t('designer.zoomOut')}
        onClick={() => onZoom(clampZoom(zoom / ZOOM_STEP))}
      />
      <Tooltip content={t('designer.zoomFit')}>
        <Button size="small" className="designer-toolbar-zoom" data-testid="zoom-level" onClick={onFit}>
          {Math.round(zoom * 100)}%
        </Button>
      </Tooltip>
      <Button
        size="small"
        icon={<IconZoomIn />}
        aria-label={t('designer.zoomIn')}
        onClick={() => onZoom(clampZoom(zoom * ZOOM_STEP))}
      />
      <Divider type="vertical" />
      <Trigger
        trigger="click"
        position="bl"
        popupVisible={arranging}
        onVisibleChange={setArranging}
        popup={() => (
          <CommandList
            store={store}
            commands={ARRANGE}
            onRun={(id) => {
              setArranging(false);
              run(id);
            }}
          />
        )}
      >
        <Button size="small" data-testid="arrange">
          {t('designer.arrange')}
        </Button>
      </Trigger>
      <Button
        size="small"
        icon={<IconSettings />}
        onClick={() => store.select([])}
        data-testid="canvas-settings"
      >
        {t('designer.canvasSettings')}
      </Button>
      {commandButton('clearCanvas')}
      <Button size="small" icon={<IconUpload />} onClick={onImport}>
        {t('designer.import')}
      </Button>
      <Button size="small" icon={<IconDownload />} onClick={onExport}>
        {t('designer.export')}
      </Button>
      <Divider type="vertical" />
      {commandButton('save')}
      {commandButton('preview')}
      {commandButton('publish')}
    </div>
  );
}

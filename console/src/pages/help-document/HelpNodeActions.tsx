import { Button, Popconfirm, Tooltip } from '@arco-design/web-react';
import {
  IconArrowDown,
  IconArrowUp,
  IconDelete,
  IconEdit,
  IconFile,
  IconFolderAdd,
} from '@arco-design/web-react/icon';
import type { HelpNode } from '@site/shared-schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type HelpNodeAction = 'addDocument' | 'addFolder' | 'edit' | 'up' | 'down' | 'delete';

/** The managing buttons beside a node of the tree; a click on them never selects the node. */
export function HelpNodeActions(props: { node: HelpNode; onAction: (action: HelpNodeAction) => void }) {
  const { node, onAction } = props;
  const { t } = useTranslation();
  const button = (action: HelpNodeAction, label: string, icon: ReactNode) => (
    <Tooltip content={label} mini>
      <Button
        size="mini"
        type="text"
        icon={icon}
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation();
          if (action !== 'delete') onAction(action);
        }}
        data-testid={`help-${action}-${node.documentId}`}
      />
    </Tooltip>
  );
  const folder = node.type === 'MENU';
  return (
    <span className="help-node-actions">
      {folder && button('addDocument', t('helpAdmin.addInside'), <IconFile />)}
      {folder && button('addFolder', t('helpAdmin.addFolderInside'), <IconFolderAdd />)}
      {button('edit', t('helpAdmin.edit'), <IconEdit />)}
      {button('up', t('helpAdmin.up'), <IconArrowUp />)}
      {button('down', t('helpAdmin.down'), <IconArrowDown />)}
      <Popconfirm
        title={t(folder ? 'helpAdmin.confirmDeleteFolder' : 'helpAdmin.confirmDelete', { name: node.name })}
        onOk={() => onAction('delete')}
      >
        <span onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
          {button('delete', t('helpAdmin.delete'), <IconDelete />)}
        </span>
      </Popconfirm>
    </span>
  );
}

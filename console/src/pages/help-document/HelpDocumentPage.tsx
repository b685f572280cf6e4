import { Button, Empty, Input, Message, Spin, Tree } from '@arco-design/web-react';
import { HELP_MANAGE_CODE, type HelpNode } from '@site/shared-schema';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { queryHelpDocument, queryHelpTree } from '../../api/help';
import { session } from '../../app/store/session';
import { holdsCode } from '../../app/store/session-rules';
import { type HelpEditing, HelpEditorDialog } from './HelpEditorDialog';
import { type HelpNodeAction, HelpNodeActions } from './HelpNodeActions';
import { helpAdminCalls } from './help-admin-calls';
import { helpProblemText } from './help-problem';
import { documentToShow, folderIds, nodesById } from './help-tree';
import { sanitizeHelpHtml } from './sanitize';
import './help-document.css';

const toTreeData = (nodes: HelpNode[]): object[] =>
  nodes.map((node) => ({
    key: node.documentId,
    title: node.name,
    children: node.children && toTreeData(node.children),
  }));

/**
 * /help-document (seed 000 §2): a searchable tree of folders and documents and the chosen document, its
 * HTML sanitised by DOMPurify before it is shown. A holder of frontTenementHelpMenuManage also adds,
 * edits, orders and deletes folders and documents (docs/api-decisions.md "Help document").
 */
export default function HelpDocumentPage() {
  const { t } = useTranslation();
  const resources = session.use((state) => state.resources);
  const userInfo = session.use((state) => state.userInfo);
  const manages = holdsCode(resources, userInfo, HELP_MANAGE_CODE);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string>();
  const [editing, setEditing] = useState<HelpEditing>();
  const {
    data: tree,
    isLoading,
    mutate: reloadTree,
  } = useSWR(['help-tree', keyword], () => queryHelpTree(keyword));
  const {
    data: document,
    isLoading: loadingDocument,
    mutate: reloadDocument,
  } = useSWR(selected ? ['help-document', selected] : null, () => queryHelpDocument(selected!));

  const folders = useMemo(() => new Set(folderIds(tree ?? [])), [tree]);
  const byId = useMemo(() => nodesById(tree ?? []), [tree]);
  const html = useMemo(() => sanitizeHelpHtml(document?.documentContent ?? ''), [document]);

  useEffect(() => {
    if (tree) setSelected((current) => documentToShow(tree, current));
  }, [tree]);

  const act = async (node: HelpNode, action: HelpNodeAction) => {
    if (action === 'addDocument' || action === 'addFolder') {
      setEditing({
        mode: 'add',
        type: action === 'addFolder' ? 'MENU' : 'DOCUMENT',
        parentId: node.documentId,
      });
      return;
    }
    if (action === 'edit') {
      setEditing({ mode: 'edit', type: node.type, documentId: node.documentId, name: node.name });
      return;
    }
    try {
      const message =
        action === 'delete'
          ? await helpAdminCalls.remove(node.documentId)
          : await helpAdminCalls.move(node.documentId, action === 'up' ? 'UP' : 'DOWN');
      if (action === 'delete') Message.success(message);
      await reloadTree();
    } catch (error) {
      Message.error(helpProblemText(t, error));
    }
  };

  return (
    <div className="help-page" data-testid="help-page">
      <aside className="help-page__side">
        <h1 className="help-page__title">{t('help.title')}</h1>
        {manages && (
          <div className="help-page__toolbar">
            <Button
              size="small"
              onClick={() => setEditing({ mode: 'add', type: 'MENU', parentId: null })}
              data-testid="help-add-folder"
            >
              {t('helpAdmin.addFolder')}
            </Button>
          </div>
        )}
        <Input.Search
          allowClear
          placeholder={t('help.searchPlaceholder')}
          onSearch={(value) => setKeyword(value.trim())}
          onClear={() => setKeyword('')}
          data-testid="help-search"
        />
        <Spin loading={isLoading} block>
          {tree?.length === 0 && <Empty description={t('help.noMatch')} />}
          {tree && tree.length > 0 && (
            <Tree
              // A new tree (another keyword) opens with every folder expanded.
              key={keyword}
              treeData={toTreeData(tree)}
              defaultExpandedKeys={folderIds(tree)}
              selectedKeys={selected ? [selected] : []}
              onSelect={(keys) => {
                if (keys[0] && !folders.has(keys[0])) setSelected(keys[0]);
              }}
              renderExtra={
                manages
                  ? (node) => {
                      const found = byId.get(String(node._key));
                      return (
                        found && <HelpNodeActions node={found} onAction={(action) => act(found, action)} />
                      );
                    }
                  : undefined
              }
              blockNode
              data-testid="help-tree"
            />
          )}
        </Spin>
      </aside>
      <main className="help-page__content">
        <Spin loading={loadingDocument} block>
          {document ? (
            <article>
              <h2 className="help-page__document-name" data-testid="help-document-name">
                {document.name}
              </h2>
              <div
                className="help-page__html"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (sanitize.ts)
                dangerouslySetInnerHTML={{ __html: html }}
                data-testid="help-document-content"
              />
            </article>
          ) : (
            !loadingDocument && <Empty description={t('help.chooseDocument')} />
          )}
        </Spin>
      </main>
      {editing && (
        <HelpEditorDialog
          editing={editing}
          onClose={() => setEditing(undefined)}
          onSaved={async (documentId) => {
            const wasDocument = editing.type === 'DOCUMENT';
            setEditing(undefined);
            await reloadTree();
            if (wasDocument) {
              setSelected(documentId);
              await reloadDocument();
            }
          }}
        />
      )}
    </div>
  );
}

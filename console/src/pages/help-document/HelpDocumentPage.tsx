import { Empty, Input, Spin, Tree } from '@arco-design/web-react';
import type { HelpNode } from '@site/shared-schema';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { queryHelpDocument, queryHelpTree } from '../../api/help';
import { firstDocument, folderIds } from './help-tree';
import './help-document.css';

const toTreeData = (nodes: HelpNode[]): object[] =>
  nodes.map((node) => ({
    key: node.documentId,
    title: node.name,
    children: node.children && toTreeData(node.children),
  }));

/**
 * /help-document (seed 000 §2): a searchable tree of folders and documents and the chosen document.
 * The document's HTML is shown in a sandboxed frame: tenant-written HTML then cannot run scripts or
 * reach the console's session.
 */
export default function HelpDocumentPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string>();
  const { data: tree, isLoading } = useSWR(['help-tree', keyword], () => queryHelpTree(keyword));
  const { data: document, isLoading: loadingDocument } = useSWR(
    selected ? ['help-document', selected] : null,
    () => queryHelpDocument(selected!),
  );

  const folders = useMemo(() => new Set(folderIds(tree ?? [])), [tree]);

  useEffect(() => {
    if (tree) setSelected((current) => current ?? firstDocument(tree)?.documentId);
  }, [tree]);

  return (
    <div className="help-page" data-testid="help-page">
      <aside className="help-page__side">
        <h1 className="help-page__title">{t('help.title')}</h1>
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
              <iframe
                className="help-page__frame"
                title={document.name}
                sandbox=""
                srcDoc={document.documentContent ?? ''}
                data-testid="help-document-content"
              />
            </article>
          ) : (
            !loadingDocument && <Empty description={t('help.chooseDocument')} />
          )}
        </Spin>
      </main>
    </div>
  );
}

import type { HelpNode } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { documentToShow, firstDocument, folderIds } from './help-tree';

const doc = (documentId: string): HelpNode => ({ documentId, name: documentId, type: 'DOCUMENT' });
const menu = (documentId: string, children: HelpNode[]): HelpNode => ({
  documentId,
  name: documentId,
  type: 'MENU',
  children,
});

const tree = [menu('empty', []), menu('start', [menu('deep', [doc('login')]), doc('menus')]), doc('faq')];

describe('help tree', () => {
  it('selects the first document depth first, skipping empty folders', () => {
    expect(firstDocument(tree)?.documentId).toBe('login');
    expect(firstDocument([])).toBeUndefined();
  });

  it('lists every folder to expand', () => {
    expect(folderIds(tree)).toEqual(['empty', 'start', 'deep']);
  });

  it('keeps the shown document while the tree holds it, else shows the first, or none without a match', () => {
    expect(documentToShow(tree, 'menus')).toBe('menus');
    expect(documentToShow(tree, 'gone')).toBe('login');
    expect(documentToShow(tree, undefined)).toBe('login');
    expect(documentToShow([], 'menus')).toBeUndefined();
  });
});

import { createComponent, createScreenDocument } from '@site/shared-schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearLocalDraft, differsFrom, localDraftKey, readLocalDraft, writeLocalDraft } from './local-draft';
import { exportScreenFile, importScreenFile } from './screen-file';

const doc = () => ({
  ...createScreenDocument({ screenName: '大屏一' }),
  componentData: [createComponent('VText', { left: 10, top: 20 })],
});

describe('local draft', () => {
  beforeEach(() => localStorage.clear());

  it('keeps unsaved work per user and screen and reads it back validated', () => {
    const key = localDraftKey('u1', 's1');
    const saved = doc();
    expect(writeLocalDraft(localStorage, key, saved, 1234)).toBe(true);
    expect(readLocalDraft(localStorage, localDraftKey('u2', 's1'))).toBeNull();
    const draft = readLocalDraft(localStorage, key);
    expect(draft?.savedAt).toBe(1234);
    expect(draft?.doc).toEqual(saved);
    expect(differsFrom(draft, saved)).toBe(false);
    expect(differsFrom(draft, createScreenDocument())).toBe(true);
    clearLocalDraft(localStorage, key);
    expect(readLocalDraft(localStorage, key)).toBeNull();
  });

  it('ignores a kept entry that is not a screen document', () => {
    localStorage.setItem('k', '{"doc":{"componentData":[{"id":1,"style":{"width":"x"}}]}}');
    expect(readLocalDraft(localStorage, 'k')).toBeNull();
    localStorage.setItem('k', 'not json');
    expect(readLocalDraft(localStorage, 'k')).toBeNull();
  });
});

describe('screen file', () => {
  it('exports and imports a screen, keeping the current name', () => {
    const file = exportScreenFile(doc());
    expect(file.name).toBe('大屏一.json');
    const current = createScreenDocument({ screenName: '当前大屏' });
    const result = importScreenFile(file.text, current);
    expect(result.ok && result.doc.componentData).toHaveLength(1);
    expect(result.ok && result.doc.canvasStyleData.screenName).toBe('当前大屏');
  });

  it('migrates a document of the original designer on import', () => {
    const original = JSON.stringify({
      canvasStyleData: { width: 1920, height: 1080 },
      componentData: [
        { id: 7, component: 'VText', propValue: '旧', style: { width: '100', height: 20, top: 0, left: 0 } },
      ],
    });
    const result = importScreenFile(original, createScreenDocument());
    expect(result.ok && result.doc.componentData[0]?.style.width).toBe(100);
  });

  it('refuses a file that is not a screen, or not JSON, saying which, with the details for the console', () => {
    const result = importScreenFile(
      '{"componentData":[{"id":"a","component":"VText","style":{"width":"wide"}}]}',
      createScreenDocument(),
    );
    expect(result).toMatchObject({ ok: false, reason: 'notScreen' });
    if (!result.ok) expect(result.errors.join()).toContain('componentData[0]');
    expect(importScreenFile('{oops', createScreenDocument())).toMatchObject({ ok: false, reason: 'notJson' });
  });
});

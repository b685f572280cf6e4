import { type ProjectItem, WIDGET_CALLS } from '@site/shared-schema';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, showWidget, stateOf } from '../../test/site-widgets';

const PATH = WIDGET_CALLS.project.path;
const project: Partial<ProjectItem> = {
  projectId: 'p1',
  projectName: '滨江一号地块',
  projectStatusName: '在建',
  projectTypeName: '房屋建筑工程',
  managerName: '王建国',
  managerPhone: '13800138000',
  startDate: '2024-03-01 00:00:00',
  planEndDate: '2025-12-31',
  endDate: null,
  address: '浙江省杭州市滨江区江南大道 1 号',
  builderLicenseCode: '',
};

afterEach(cleanupWidgets);

describe('ProjectInfo', () => {
  it('shows the project name as title and its filled-in facts', async () => {
    const element = await showWidget('ProjectInfo', { [PATH]: project });
    expect(element.querySelector('.pw-site-title')?.textContent).toBe('滨江一号地块');
    const facts = [...element.querySelectorAll('.pw-project-facts > div')].map((row) => row.textContent);
    expect(facts).toEqual([
      '项目状态在建',
      '项目类型房屋建筑工程',
      '项目经理王建国 13800138000',
      '开工日期2024-03-01',
      '计划竣工2025-12-31',
      '项目地址浙江省杭州市滨江区江南大道 1 号',
    ]);
  });

  it('titles itself with the label and shows an empty box when there is no project', async () => {
    const element = await showWidget('ProjectInfo', { [PATH]: null });
    expect(element.querySelector('.pw-site-title')?.textContent).toBe('项目信息');
    expect(stateOf(element, 'empty')?.textContent).toBe('暂无项目信息');
  });

  it('shows an error box when the first read fails', async () => {
    const element = await showWidget('ProjectInfo', { [PATH]: new Error('网络错误') });
    expect(stateOf(element, 'error')?.textContent).toContain('网络错误');
  });

  it('shows a loading box until the answer', async () => {
    const element = await showWidget('ProjectInfo', { [PATH]: () => new Promise(() => {}) });
    expect(stateOf(element, 'loading')).not.toBeNull();
  });
});

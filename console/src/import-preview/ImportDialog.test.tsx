import { PERSON_RESOURCE } from '@site/shared-schema';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { zh } from '../app/i18n/locales/zh';
import { ImportDialog } from './ImportDialog';
import { buildWorkbook } from './test-workbook';

const ID = '11010519491231002X';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('import-file-input'), { target: { files: [file] } });

describe('ImportDialog', () => {
  beforeAll(() => i18next.use(initReactI18next).init({ lng: 'zh', resources: { zh: { translation: zh } } }));
  afterEach(cleanup);

  it('previews the chosen file with every row, its problems and the counts, before any upload', async () => {
    render(
      <ImportDialog
        resource={PERSON_RESOURCE}
        projectId="1"
        fixed={{ personType: 'WORKER' }}
        visible
        onClose={() => {}}
      />,
    );
    expect((screen.getByTestId('import-upload') as HTMLButtonElement).disabled).toBe(true);
    const workbook = buildWorkbook([
      ['姓名', '性别', '身份证号', '所属企业', '身份证开始日期', '身份证长期有效', '籍贯'],
      ['张三', '男', ID, '中建一局', '2020-01-01', '是', '浙江'],
      ['李四', '男', ID, '中建一局', '2020-01-01', '是', '浙江'],
    ]);
    choose(new File([workbook], '工人.xlsx', { type: XLSX }));

    const rows = await screen.findAllByTestId('import-preview-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['good', 'bad']);
    expect(screen.getByTestId('import-summary').textContent).toBe('共 2 行：正确 1 行，错误 1 行');
    expect(screen.getByTestId('import-preview-problem').textContent).toBe('身份证号与第2行重复');
    expect(screen.getByTestId('import-header-problems').textContent).toContain(
      '无法识别的列（将被忽略）：籍贯',
    );
    expect(screen.getByTestId('import-file-name').textContent).toBe('已选择：工人.xlsx');
    const upload = screen.getByTestId('import-upload') as HTMLButtonElement;
    expect(upload.disabled).toBe(false);
    expect(upload.textContent).toBe('仍然上传');
  });

  it('refuses a file that is no .xlsx before reading it, and says when one cannot be read', async () => {
    render(<ImportDialog resource={PERSON_RESOURCE} projectId="1" visible onClose={() => {}} />);
    choose(new File(['姓名'], '工人.csv', { type: 'text/csv' }));
    expect(await screen.findByText('请选择 .xlsx 格式的 Excel 文件')).toBeTruthy();
    choose(new File(['not a zip'], '工人.xlsx', { type: XLSX }));
    await waitFor(() => expect(screen.getByTestId('import-unreadable')).toBeTruthy());
  });
});

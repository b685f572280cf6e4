import { idcardCheckCode } from '@site/server/src/seed/personnel/people';
import { DATE_FORMAT, formatDateTime, GENDERS, PERSON_RESOURCE } from '@site/shared-schema';
import ExcelJS from 'exceljs';
import { GIVEN, type Site, SURNAMES } from './fill';

/** The header labels of a template: the first row of its first sheet, without a required mark. */
export async function headerOf(template: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
  const labels: string[] = [];
  workbook.worksheets[0]?.getRow(1).eachCell({ includeEmpty: true }, (cell, column) => {
    labels[column - 1] = String(cell.value ?? '')
      .replace(/^\*/, '')
      .trim();
  });
  return labels;
}

const dayAfter = (year: number, days: number) => formatDateTime(new Date(year, 0, 1 + days), DATE_FORMAT);

/**
 * The n-th imported person's value of a field, typed as text the way a user fills the template (names
 * for companies, teams and work types, labels for choices); undefined leaves the cell empty.
 */
function cellText(key: string, n: number, site: Site, today: string): string | undefined {
  const birthDate = dayAfter(1970, n % 12_000);
  // Odd sequence digits are men's (GB 11643); 12,000 birth dates times the sequence keep numbers unique.
  const sequence = String(100 + (n % 2) + 2 * Math.floor(n / 12_000));
  const first17 = `110101${birthDate.replaceAll('-', '')}${sequence}`;
  const team = site.teams[n % site.teams.length];
  const values: Record<string, string | undefined> = {
    personName: SURNAMES[n % SURNAMES.length] + GIVEN[Math.floor(n / SURNAMES.length) % GIVEN.length],
    gender: GENDERS[n % 2 === 1 ? 0 : 1].label,
    nation: '汉',
    birthDate,
    idcardNumber: first17 + idcardCheckCode(first17),
    address: `北京市东城区景山前街${n + 1}号`,
    idcardStartDate: '2020-01-01',
    idcardEndDate: '2040-01-01',
    phone: `139${String(n).padStart(8, '0')}`,
    companyId: team?.companyName,
    teamId: team?.teamName,
    workerTypeId: site.workerTypes[n % site.workerTypes.length],
    jobNumber: `I${String(n + 1).padStart(7, '0')}`,
    entryDate: today,
    emergencyContact: '王建国',
    emergencyPhone: `137${String(n).padStart(8, '0')}`,
  };
  return values[key];
}

/** An import file of `rows` new workers under the template's header. */
export async function importWorkbook(
  header: string[],
  rows: number,
  site: Site,
  today: string,
): Promise<Buffer> {
  const keys = header.map(
    (label) => PERSON_RESOURCE.fields.find((field) => field.label === label)?.key ?? '',
  );
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('人员');
  sheet.addRow(header);
  for (let n = 0; n < rows; n += 1) sheet.addRow(keys.map((key) => cellText(key, n, site, today) ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

import {
  API,
  type AreaItem,
  DISPLAY_API,
  DISPLAY_HELLO_PATH,
  type DictionaryItem,
  type DisplayHello,
  type DisplayScreenChoice,
  type PageResult,
  PERSON_API,
  PERSONNEL_API,
  type ProjectCompanyItem,
  type ResourceDescription,
  type ResourceField,
  type TeamItem,
} from '@site/shared-schema';
import { withLuhnDigit } from '../modules/bank-card/luhn';
import type { TestServer } from '../test/server';
import { inForm } from './shown';

/** Tests of declared resources: well-formed records made from a declaration, through the real server. */

let serial = 0;
const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** An ID number no seeded person has: the pattern of seed 000 §5 with random digits. */
export const newIdcard = () => `9${digits(16)}${Math.random() < 0.1 ? 'X' : digits(1)}`;
export const newMobile = () => `139${digits(8)}`;
/** A 19-digit card number passing the Luhn check. */
export const newBankCard = () => withLuhnDigit(`6222${digits(14)}`);

async function data<T>(server: TestServer, token: string, path: string, body: unknown): Promise<T> {
  const answer = await server.post<T>(path, body, token);
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.message}`);
  return answer.data;
}

/** The first choice of a list or dictionary select in a project (a team of `companyId` when given). */
async function firstChoice(
  server: TestServer,
  token: string,
  field: ResourceField,
  projectId: string,
  fixed: Record<string, string>,
  companyId?: string,
): Promise<unknown> {
  const options = field.options;
  if (options?.kind === 'list' && options.list === 'company') {
    const page = await data<PageResult<ProjectCompanyItem>>(server, token, PERSONNEL_API.projectCompanies, {
      projectId,
      pageSize: 999,
    });
    return page.records[0].companyId;
  }
  if (options?.kind === 'list' && options.list === 'area') {
    const page = await data<PageResult<AreaItem>>(server, token, PERSONNEL_API.areas, {
      projectId,
      pageSize: 999,
    });
    return page.records[0]?.areaId ?? '';
  }
  if (options?.kind === 'list' && options.list === 'screen') {
    const screens = await data<DisplayScreenChoice[]>(server, token, DISPLAY_API.screenChoices, {
      projectId,
    });
    return screens[0]?.screenId ?? '';
  }
  // A display plays a screen or a playlist, and the screen is chosen already.
  if (options?.kind === 'list' && options.list === 'playlist') return '';
  if (options?.kind === 'list') {
    const page = await data<PageResult<TeamItem>>(server, token, PERSONNEL_API.teams, {
      projectId,
      companyId,
      pageSize: 999,
    });
    return page.records[0]?.teamId ?? '';
  }
  if (options?.kind === 'dictionary') {
    const typeCode =
      (options.byFixed ? options.byFixed.typeCodes[fixed[options.byFixed.field]] : undefined) ||
      options.typeCode;
    const items = await data<DictionaryItem[]>(server, token, API.dictionaryByType, {
      projectId,
      dictionaryTypeCode: typeCode,
    });
    return items[0].dictionaryId;
  }
  // A person of the project (a bank card's holder), another one each time (a person drives cranes once).
  if (field.key === 'personId') {
    const page = await data<PageResult<{ personId: string }>>(server, token, PERSON_API.page, {
      projectId,
      pageSize: 50,
    });
    return page.records[serial % Math.max(1, page.records.length)]?.personId ?? '';
  }
  return options?.kind === 'enum' ? options.values[0].value : '';
}

/** A value of the field's type that passes its checks. */
function sampleValue(field: ResourceField, name: string): unknown {
  if (field.check === 'idcard') return newIdcard();
  if (field.check === 'mobile') return newMobile();
  if (field.check === 'bankCard') return newBankCard();
  if (field.check === 'ipv4') return '192.168.1.10';
  if (field.check === 'licensePlate') return `京A${String(serial).padStart(5, '0').slice(-5)}`;
  // An end date (a contract's, a certificate's) after every sample start.
  if (field.key === 'endDate' || field.key === 'certificateEndDate') return '2025-02-28';
  // A tree's parent (a fleet's): the top level.
  if (field.key === 'parentId') return '';
  // An expiry (a whitelisted plate's) after every sample start.
  if (field.key === 'expirationTime') return '2025-03-01 08:30:00';
  switch (field.type) {
    case 'date':
      return '2024-03-01';
    case 'datetime':
      return '2024-03-01 08:30:00';
    case 'switch':
      return 0;
    case 'number':
      return 1;
    case 'image':
      return '';
    default:
      return field.key === 'personName' ? name : `${field.label}${serial}`.slice(0, field.maxLength ?? 32);
  }
}

/** A screen of the project for a playlist to hold: its first, or a new one where it has none. */
async function aScreenOf(server: TestServer, token: string, projectId: string): Promise<string> {
  const screens = await data<DisplayScreenChoice[]>(server, token, DISPLAY_API.screenChoices, { projectId });
  if (screens[0]) return screens[0].screenId;
  return (
    await data<{ screenId: string }>(server, token, API.customScreenAdd, {
      projectId,
      screenName: '测试大屏',
    })
  ).screenId;
}

/**
 * A complete, valid add body of a resource in a project: every form field filled (selects with the
 * project's first choices, a team of the chosen company), the fixed values given, a fresh name.
 */
export async function sampleRecord(
  server: TestServer,
  token: string,
  resource: ResourceDescription,
  projectId: string,
  fixed: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  serial += 1;
  const name = `测试${serial}${digits(3)}`;
  const body: Record<string, unknown> = { projectId, ...fixed };
  const fields = resource.fields.filter(inForm);
  // Companies first: a team is one of its company's.
  for (const field of [...fields].sort(
    (a, b) =>
      Number(b.options?.kind === 'list' && b.options.list === 'company') -
      Number(a.options?.kind === 'list' && a.options.list === 'company'),
  )) {
    if (resource.name === 'playlist' && field.key === 'items') {
      body[field.key] = JSON.stringify([
        { screenId: await aScreenOf(server, token, projectId), seconds: 30 },
      ]);
      continue;
    }
    if (field.key === 'pairCode') {
      // A display's registration claims the code of a display waiting to be paired.
      body[field.key] = (await data<DisplayHello>(server, '', DISPLAY_HELLO_PATH, {})).pairCode;
      continue;
    }
    body[field.key] =
      field.type === 'select'
        ? await firstChoice(server, token, field, projectId, fixed, body.companyId as string)
        : sampleValue(field, name);
  }
  return body;
}

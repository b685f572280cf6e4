import type { ResourceDescription, ResourceField } from '@site/shared-schema';
import type { Database } from '../db/client';
import { listAreas } from '../modules/area/queries';
import { listDictionary } from '../modules/dictionary/queries';
import { playlistChoices, screenChoices } from '../modules/display/choices';
import { pageProjectCompanies } from '../modules/project-company/queries';
import { teamChoices } from '../modules/team/queries';
import { FieldProblem } from './field-problem';

/** The choices of a resource's list and dictionary selects in one project, by id. */
export interface OptionSets {
  companies: Map<string, string>;
  teams: Map<string, { name: string; companyId: string }>;
  areas: Map<string, string>;
  /** The designer's screens of the project (a display's assignment). */
  screens: Map<string, string>;
  playlists: Map<string, string>;
  /** By dictionary type code, then by option id. */
  dictionaries: Map<string, Map<string, string>>;
}

const bad = (field: ResourceField, problem: string) => new FieldProblem(field.key, problem);

/** The dictionary type a field's options come from for these fixed values (a manager's post: managerType). */
export function dictionaryType(field: ResourceField, fixed: Record<string, string>): string | null {
  if (field.options?.kind !== 'dictionary') return null;
  const { typeCode, byFixed } = field.options;
  return (byFixed ? byFixed.typeCodes[fixed[byFixed.field]] : undefined) || typeCode;
}

/** Loads the choices the resource's selects need (nothing for a resource without list or dictionary selects). */
export async function loadOptions(
  db: Database,
  resource: Pick<ResourceDescription, 'fields'>,
  scope: { orgId: string; projectId: string; fixed: Record<string, string> },
): Promise<OptionSets> {
  const lists = new Set(resource.fields.map((field) => field.options?.kind === 'list' && field.options.list));
  const sets: OptionSets = {
    companies: new Map(),
    teams: new Map(),
    areas: new Map(),
    screens: new Map(),
    playlists: new Map(),
    dictionaries: new Map(),
  };
  if (lists.has('company')) {
    const { rows } = await pageProjectCompanies(db, scope.projectId);
    for (const row of rows) sets.companies.set(row.companyId, row.companyName);
  }
  if (lists.has('team')) {
    for (const row of await teamChoices(db, scope.projectId))
      sets.teams.set(row.teamId, { name: row.teamName, companyId: row.companyId });
  }
  if (lists.has('area')) {
    for (const row of await listAreas(db, scope.projectId)) sets.areas.set(row.areaId, row.areaName);
  }
  if (lists.has('screen')) {
    for (const row of await screenChoices(db, scope.projectId))
      sets.screens.set(row.screenId, row.screenName);
  }
  if (lists.has('playlist')) {
    for (const row of await playlistChoices(db, scope.projectId))
      sets.playlists.set(row.playlistId, row.playlistName);
  }
  for (const field of resource.fields) {
    const typeCode = dictionaryType(field, scope.fixed);
    if (!typeCode || sets.dictionaries.has(typeCode)) continue;
    const options = await listDictionary(db, { orgId: scope.orgId, typeCode, projectId: scope.projectId });
    sets.dictionaries.set(
      typeCode,
      new Map(options.map((option) => [option.dictionaryId, option.dictionaryName])),
    );
  }
  return sets;
}

/** The choices of a list select named by id alone (a team is checked against its company too). */
const NAMED_LISTS = {
  company: 'companies',
  area: 'areas',
  screen: 'screens',
  playlist: 'playlists',
} as const;
const namedList = (sets: OptionSets, list: string): Map<string, string> | undefined =>
  list in NAMED_LISTS ? sets[NAMED_LISTS[list as keyof typeof NAMED_LISTS]] : undefined;

const companyField = (resource: Pick<ResourceDescription, 'fields'>) =>
  resource.fields.find((field) => field.options?.kind === 'list' && field.options.list === 'company');

/**
 * The list and dictionary values of a record are choices of its project: a participating company, a team
 * of the project (of the record's company when it has one), an option of the field's dictionary type.
 */
export function checkChoices(
  resource: Pick<ResourceDescription, 'fields'>,
  sets: OptionSets,
  record: Record<string, unknown>,
  fixed: Record<string, string>,
): void {
  const company = companyField(resource);
  for (const field of resource.fields) {
    const value = record[field.key];
    if (typeof value !== 'string' || value === '' || field.options?.kind === 'enum' || !field.options)
      continue;
    if (field.options.kind === 'dictionary') {
      if (!sets.dictionaries.get(dictionaryType(field, fixed) ?? '')?.has(value))
        throw bad(field, `${field.label}不存在`);
    } else if (namedList(sets, field.options.list)) {
      if (!namedList(sets, field.options.list)?.has(value)) throw bad(field, `${field.label}不存在`);
    } else {
      const team = sets.teams.get(value);
      if (!team) throw bad(field, `${field.label}不存在`);
      if (company && record[company.key] && team.companyId !== record[company.key]) {
        throw bad(field, `${field.label}不属于所选企业`);
      }
    }
  }
}

const findByName = <T>(
  map: Map<string, T>,
  name: string,
  nameOf: (item: T) => string,
  accept = (_: T) => true,
) => [...map.entries()].find(([, item]) => nameOf(item) === name && accept(item))?.[0];

/**
 * An import row names its choices (企业, 班组, 工种 as the lists show them): each name becomes its id, a team
 * looked up within the row's company. An unknown name is refused with the field and the name.
 */
export function resolveNames(
  resource: Pick<ResourceDescription, 'fields'>,
  sets: OptionSets,
  values: Record<string, unknown>,
  fixed: Record<string, string>,
): Record<string, unknown> {
  const resolved = { ...values };
  const company = companyField(resource);
  // Companies first: a team is found by name within the company of its row.
  const ordered = [...resource.fields].sort((a, b) => Number(b === company) - Number(a === company));
  for (const field of ordered) {
    const name = values[field.key];
    if (typeof name !== 'string' || name === '' || !field.options || field.options.kind === 'enum') continue;
    let id: string | undefined;
    if (field.options.kind === 'dictionary') {
      const options = sets.dictionaries.get(dictionaryType(field, fixed) ?? '') ?? new Map<string, string>();
      id = findByName(options, name, (option) => option);
    } else if (namedList(sets, field.options.list)) {
      id = findByName(
        namedList(sets, field.options.list) ?? new Map<string, string>(),
        name,
        (option) => option,
      );
    } else {
      const companyId = company ? resolved[company.key] : undefined;
      id = findByName(
        sets.teams,
        name,
        (team) => team.name,
        (team) => !companyId || team.companyId === companyId,
      );
    }
    if (!id) throw bad(field, `${field.label}“${name}”不存在`);
    resolved[field.key] = id;
  }
  return resolved;
}

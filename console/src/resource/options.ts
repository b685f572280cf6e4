import {
  type AreaItem,
  COMPANY_DROPDOWN_SIZE,
  DISPLAY_API,
  type DisplayPlaylistChoice,
  type DisplayScreenChoice,
  FIRST_PAGE,
  type FieldOptions,
  type PageResult,
  PERSONNEL_API,
  type ProjectCompanyItem,
  type ResourceDescription,
  type ResourceField,
  type TeamItem,
} from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { type DictionaryTypeCode, listDictionary } from '../api/dictionary';
import { fetchData } from '../api/http';
import type { FixedValues } from '../api/resource-calls';
import { optionKey } from './fields';

export interface Option {
  value: string | number;
  label: string;
}

/** The dictionary type of a field: `byFixed` picks another by a fixed value (managers choose a post). */
function dictionaryType(
  options: Extract<FieldOptions, { kind: 'dictionary' }>,
  fixed: FixedValues = {},
): string {
  const { byFixed } = options;
  if (!byFixed) return options.typeCode;
  return byFixed.typeCodes[String(fixed[byFixed.field])] ?? options.typeCode;
}

// Dropdowns load the first page of up to 999 (seed 000 §9).
const dropdownPage = { pageNumber: FIRST_PAGE, pageSize: COMPANY_DROPDOWN_SIZE };

/** The project's companies (siteProjectCompany/listByProject), shared by every select of a page. */
function useCompanyOptions(projectId: string | undefined) {
  const { data, isLoading } = useSWR(projectId ? ['options:company', projectId] : null, () =>
    fetchData<PageResult<ProjectCompanyItem>>(PERSONNEL_API.projectCompanies, { projectId, ...dropdownPage }),
  );
  const options: Option[] = (data?.records ?? []).map((item) => ({
    value: item.companyId,
    label: item.companyName,
  }));
  return { options, loading: isLoading };
}

/** The project's teams (siteTeam/list), of one company when one is given. */
function useTeamOptions(projectId: string | undefined, companyId?: string) {
  const { data, isLoading } = useSWR(projectId ? ['options:team', projectId, companyId ?? ''] : null, () =>
    fetchData<PageResult<TeamItem>>(PERSONNEL_API.teams, {
      projectId,
      ...(companyId ? { companyId } : {}),
      ...dropdownPage,
    }),
  );
  const options: Option[] = (data?.records ?? []).map((item) => ({
    value: item.teamId,
    label: item.teamName,
  }));
  return { options, loading: isLoading };
}

/** The project's site areas (siteArea/list). */
function useAreaOptions(projectId: string | undefined) {
  const { data, isLoading } = useSWR(projectId ? ['options:area', projectId] : null, () =>
    fetchData<PageResult<AreaItem>>(PERSONNEL_API.areas, { projectId, ...dropdownPage }),
  );
  const options: Option[] = (data?.records ?? []).map((item) => ({
    value: item.areaId,
    label: item.areaName,
  }));
  return { options, loading: isLoading };
}

/** The designer's screens of the project a display may play (siteDisplay/screenChoices, not a page). */
function useScreenOptions(projectId: string | undefined) {
  const { data, isLoading } = useSWR(projectId ? ['options:screen', projectId] : null, () =>
    fetchData<DisplayScreenChoice[]>(DISPLAY_API.screenChoices, { projectId }),
  );
  const options: Option[] = (data ?? []).map((item) => ({
    value: item.screenId,
    label: item.screenName,
  }));
  return { options, loading: isLoading };
}

/** The project's playlists a display may play (siteDisplay/playlistChoices, not a page). */
function usePlaylistOptions(projectId: string | undefined) {
  const { data, isLoading } = useSWR(projectId ? ['options:playlist', projectId] : null, () =>
    fetchData<DisplayPlaylistChoice[]>(DISPLAY_API.playlistChoices, { projectId }),
  );
  const options: Option[] = (data ?? []).map((item) => ({
    value: item.playlistId,
    label: item.playlistName,
  }));
  return { options, loading: isLoading };
}

/** The options of a dictionary type (dictionary/listByTypeCode). */
function useDictionaryOptions(projectId: string | undefined, typeCode: string | undefined) {
  const { data, isLoading } = useSWR(
    projectId && typeCode ? ['options:dictionary', projectId, typeCode] : null,
    () => listDictionary({ projectId: projectId!, dictionaryTypeCode: typeCode as DictionaryTypeCode }),
  );
  const options: Option[] = (data ?? []).map((item) => ({
    value: item.dictionaryId,
    label: item.dictionaryName,
  }));
  return { options, loading: isLoading };
}

interface FieldOptionsState {
  options: Option[];
  loading: boolean;
}

type ListKind = Extract<FieldOptions, { kind: 'list' }>['list'];

export interface OptionScope {
  resource: ResourceDescription;
  projectId?: string;
  fixed?: FixedValues;
  /** The company chosen beside a team select: its teams only. */
  companyId?: string;
}

/**
 * The choices of a select field, from its declared source. Every source hook runs (hooks keep their
 * order) but only the field's own one calls the server.
 */
export function useFieldOptions(field: ResourceField, scope: OptionScope): FieldOptionsState {
  const { t } = useTranslation();
  const source = field.options;
  const { projectId } = scope;
  const companies = useCompanyOptions(
    source?.kind === 'list' && source.list === 'company' ? projectId : undefined,
  );
  const teams = useTeamOptions(
    source?.kind === 'list' && source.list === 'team' ? projectId : undefined,
    scope.companyId,
  );
  const areas = useAreaOptions(source?.kind === 'list' && source.list === 'area' ? projectId : undefined);
  const screens = useScreenOptions(
    source?.kind === 'list' && source.list === 'screen' ? projectId : undefined,
  );
  const playlists = usePlaylistOptions(
    source?.kind === 'list' && source.list === 'playlist' ? projectId : undefined,
  );
  const dictionary = useDictionaryOptions(
    projectId,
    source?.kind === 'dictionary' ? dictionaryType(source, scope.fixed) : undefined,
  );
  switch (source?.kind) {
    case 'enum':
      return {
        loading: false,
        options: source.values.map(({ value }) => ({
          value,
          label: t(optionKey(scope.resource, field.key, value)),
        })),
      };
    case 'dictionary':
      return dictionary;
    case 'list': {
      // Typed by every list kind: a kind added to the declarations fails here until it has its source.
      const lists: Record<ListKind, FieldOptionsState> = {
        company: companies,
        team: teams,
        area: areas,
        screen: screens,
        playlist: playlists,
      };
      return lists[source.list];
    }
    default:
      return { options: [], loading: false };
  }
}

import { API, type DictionaryItem } from '@site/shared-schema';
import { fetchData } from './http';

export type DictionaryTypeCode = 'workerType' | 'managerType';

export interface DictionaryQuery {
  projectId: string;
  dictionaryTypeCode: DictionaryTypeCode;
  /** The company-agreement variant also names the agreement and the company. */
  agreementCode?: string;
  companyId?: string;
}

export const listDictionary = (query: DictionaryQuery) =>
  fetchData<DictionaryItem[]>(API.dictionaryByType, query);

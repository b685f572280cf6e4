import { API, type RegionNode } from '@site/shared-schema';
import { fetchData } from './http';

export const queryRegionTree = () => fetchData<RegionNode[]>(API.regionTree);

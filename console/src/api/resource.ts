import { API, type Resource } from '@site/shared-schema';
import { fetchData } from './http';

/** The resource codes the user holds in a project. */
export async function queryResourceCodes(projectId: string): Promise<string[]> {
  const resources = await fetchData<Resource[] | null>(API.resourcesByUser, { businessId: projectId });
  return (resources ?? []).map((resource) => resource.resourceCode);
}

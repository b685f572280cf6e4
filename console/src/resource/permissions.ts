import {
  hasPermission,
  type ResourceApi,
  type ResourceCode,
  type ResourceDescription,
} from '@site/shared-schema';
import { session } from '../app/store/session';

export type ResourceAction = 'add' | 'update' | 'remove' | 'export' | 'import';

/** Actions of a resource the user may take: declared with a call and a code the user holds. */
export type Allowed = Record<ResourceAction, boolean> & { history: boolean };

const CALL_OF: Record<ResourceAction, keyof ResourceApi> = {
  add: 'add',
  update: 'update',
  remove: 'remove',
  export: 'export',
  import: 'import',
};

export function allowedActions(resource: ResourceDescription, held: readonly string[]): Allowed {
  const may = (action: ResourceAction) => {
    const code = resource.permission[action];
    return Boolean(code && resource.api[CALL_OF[action]] && hasPermission(held, code));
  };
  return {
    add: may('add'),
    update: may('update'),
    remove: may('remove'),
    export: may('export'),
    import: may('import'),
    // The history is part of the list the user already sees.
    history: Boolean(resource.api.history),
  };
}

export function useAllowedActions(resource: ResourceDescription): Allowed {
  const held = session.use((state) => state.resources);
  return allowedActions(resource, held);
}

/** Whether the user holds a code; an action without one is not offered. */
export function usePermission(code: ResourceCode | undefined): boolean {
  const held = session.use((state) => state.resources);
  return Boolean(code && hasPermission(held, code));
}

/**
 * Whose a stored file is, by the first two folders of its path (relative to the files folder):
 * `p/<projectId>/…` a project's (photos, ID cards, screen images), `o/<orgId>/…` an organisation's
 * (avatars). Files stored before owners were recorded have neither: see mayRead in serve-files.ts.
 */
export type FileOwner =
  | { kind: 'project'; projectId: string }
  | { kind: 'org'; orgId: string }
  | { kind: 'unrecorded' };

export const projectFolder = (projectId: string) => `p/${encodeURIComponent(projectId)}`;
export const orgFolder = (orgId: string) => `o/${encodeURIComponent(orgId)}`;

export function ownerOf(relative: string): FileOwner {
  const [kind, id, ...rest] = relative.split('/');
  if (!id || rest.length === 0) return { kind: 'unrecorded' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    return { kind: 'unrecorded' };
  }
  if (kind === 'p') return { kind: 'project', projectId: decoded };
  if (kind === 'o') return { kind: 'org', orgId: decoded };
  return { kind: 'unrecorded' };
}

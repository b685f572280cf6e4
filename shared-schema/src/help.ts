/**
 * Managing the help document (ours: the seed shows reading only, seed 000 §7 Help). A user holding
 * HELP_MANAGE_CODE adds, edits, orders and deletes folders and documents of his organisation's tree.
 * A document is stored as written, in Markdown (HTML is valid Markdown, so the seeded HTML documents are
 * too); the query answers it as documentSource and rendered as the HTML readers get (documentContent).
 */
export const HELP_ADMIN_API = {
  /** { parentId (null: top level), type, name, documentSource?, clientType? } → { documentId } */
  add: '/front/tenementHelpMenu/add',
  /** { documentId, name, documentSource? } */
  update: '/front/tenementHelpMenu/update',
  /** { documentId }: a folder goes with everything in it */
  remove: '/front/tenementHelpMenu/delete',
  /** { documentId, direction: UP | DOWN }: swaps places with the sibling before or after it */
  move: '/front/tenementHelpMenu/move',
} as const;

export const HELP_MANAGE_CODE = 'frontTenementHelpMenuManage';

export const HELP_LIMITS = { nameLength: 50, contentLength: 200_000 } as const;

export const HELP_MESSAGES = {
  name: '请输入名称',
  nameLength: `名称不能超过${HELP_LIMITS.nameLength}个字符`,
  notFound: '文档不存在',
  parentNotFolder: '只能添加到目录下',
  edge: '已经在最前或最后',
} as const;

/** The first problem of a name, worded for the user. */
export function checkHelpName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return HELP_MESSAGES.name;
  return trimmed.length > HELP_LIMITS.nameLength ? HELP_MESSAGES.nameLength : null;
}

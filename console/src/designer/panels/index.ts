/** The designer's attribute panels (see README.md). */
export { AttributePanel, loadComponentPanel } from './AttributePanel';
export { HIGHLIGHT_CLASS } from './linkage/highlight';

/**
 * The names of the widget types in the languages besides Chinese (the catalogue's `label`): one source
 * for the designer's palette and panels and the wall's default titles.
 */
export { widgetNamesEn } from './en';
export { widgetNamesEs } from './es';
export { widgetNamesJa } from './ja';

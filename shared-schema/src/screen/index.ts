export * from './catalogue';
export * from './constants';
export * from './data-source-rule';
export * from './document';
export * from './id';
export * from './migrate';
export * from './types';
export * from './validate';

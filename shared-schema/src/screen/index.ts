export * from './catalogue';
export * from './constants';
export * from './document';
export * from './id';
export * from './migrate';
export * from './types';
export * from './validate';

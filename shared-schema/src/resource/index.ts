export * from './blacklist';
export * from './check';
export * from './cloud-attendance';
export * from './operate-log';
export * from './person';
export * from './task';
export * from './temporary';
export * from './types';

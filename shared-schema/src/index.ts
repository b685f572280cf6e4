export * from './api-paths';
export * from './constants';
export * from './datetime';
export * from './entities';
export * from './messages';
export * from './permissions';
export * from './screen';
export * from './validators';

export * from './channels';
export * from './frame';
export * from './messages';
export * from './restart';

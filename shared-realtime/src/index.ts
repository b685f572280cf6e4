export * from './channels';
export * from './frame';

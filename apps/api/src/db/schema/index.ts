export * from './catalogue';
export * from './accounts';
export * from './engagement';

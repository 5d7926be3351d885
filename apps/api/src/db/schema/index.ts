export * from './catalogue';
export * from './accounts';
export * from './engagement';
export * from './wishlist';
export * from './cart';
export * from './content';
export * from './addresses';
export * from './orders';

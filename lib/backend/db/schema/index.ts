export * from './system';
export * from './preferences';
export * from './messages';

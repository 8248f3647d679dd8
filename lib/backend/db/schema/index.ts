export * from './system';
export * from './preferences';
export * from './messages';
export * from './audit';
export * from './entities';

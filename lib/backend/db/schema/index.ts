export * from './system';
export * from './preferences';
export * from './messages';
export * from './audit';
export * from './entities';
export * from './saved-queries';
export * from './workflow';

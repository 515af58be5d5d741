export * from './profiles';
export * from './mapType';

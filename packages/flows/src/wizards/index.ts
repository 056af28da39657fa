export * from './places';
export * from './definitions';
export * from './clientData';

/** Reading input from outside the engine: the kernel's readers bound to the Traders rules, and a price as typed. */
export * from './readers.ts';
export * from './money.ts';
export * from './fields.ts';

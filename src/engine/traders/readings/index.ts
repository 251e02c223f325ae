/** The reading switches (A06, A07, A13, A15, A23 and the A26 house rule), their labels and the validator. */
export * from './readings.ts';

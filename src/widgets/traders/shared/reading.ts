/** Whether a Traders rule id names one of our readings (a source note, `traders.A07`) rather than a rule of the book: such a citation is labelled "our reading". */
export const isReading = (rule: string): boolean => /^traders\.A\d\d$/.test(rule);

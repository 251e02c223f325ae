/** The Ascension tools' answer hook is the kit's (src/widgets/kit/useAnswer.ts). */
export * from '../../kit/useAnswer.ts';

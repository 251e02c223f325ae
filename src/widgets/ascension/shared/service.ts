/** The Ascension tools' worker service is the kit's (src/widgets/kit/service.ts). */
export * from '../../kit/service.ts';

/** Space combat: ship ratings (T18), reach (T15), initiative (M8), each roll's odds (M9–M15), damage (M12), and the round-by-round resolver. */
export * from './damage.ts';

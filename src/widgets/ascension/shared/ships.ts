/** The words and limits of a list of ships in a fleet (the action check's and the siege resolver's): at least one, at most `max`. */
export const shipRows = <T>(make: () => T, max: number) => ({ make, noun: 'ship', add: 'Add a ship', plural: 'ships in a fleet', min: 1, max, name: (i: number) => `Ship ${i + 1}` });

/**
 * Presets for the deck checker and the solo challenge calculator.
 *
 * Card names come from the rule books' examples where the books name a card of
 * that kind; the rest are stand-ins, named as such, to make up the counts. The
 * sections are the list's own claim about each card (we have no card
 * database), and the Restricted and Unrestricted notes on stand-ins only show
 * the format.
 */
import type { SoloChallengeId, SoloScenarioId } from '../solo/index.ts';

export interface DeckListPreset {
  id: string;
  title: string;
  description: string;
  text: string;
}

/** Twelve adventure cards both presets hold: two each of six stand-in contracts. */
const STAND_IN_CONTRACTS = `2 Stand-in Contract A
2 Stand-in Contract B
2 Stand-in Contract C
2 Stand-in Contract D
2 Stand-in Contract E
2 Stand-in Contract F`;

/** The 47 captain's cards both presets hold, named from the books' examples. */
const SHARED_CAPTAINS_CARDS = `3 Hacker's Chainsaw
3 RVD Thruster Plate
3 RVD Overtuned Thruster Plate
3 Narda Systems 150-MJ Laser
3 LSP Multi-Phased Array
3 Tactical Display
3 Finch & Cho, CPAs
3 Liach, T'zen and Giiar
3 Ta'Nal of Adari
3 Rhonuit Pruir
3 Doctor Wishik
3 Flint
3 Rika Honami
3 Vorn Drusus
3 Wabapawap, Speaker of the Tree
2 Walter Glen, IMC`;

/** A legal two-player deck: one ship, 20 adventure cards, 60 captain's cards. */
export const LEGAL_DECK_LIST: DeckListPreset = {
  id: 'legal-two-player',
  title: 'A legal deck list',
  description: 'One ship, 20 adventure cards with no more than 2 of any, 60 captain’s cards with no more than 3 of any, in several of the accepted line styles.',
  text: `# A two-player deck (stand-ins make up the counts)
Ship: Type S Scout

Adventure deck (20)
2 Group Package
2x Customs Inspection
Witness Relocation x2
${STAND_IN_CONTRACTS}
1 Stand-in Contract G
1 Stand-in Contract H

Captain's deck (60)
- 3 Time is Money
- 3 Glancing Shot
- 3 Aggravated Assault
${SHARED_CAPTAINS_CARDS}
4 Stand-in Event [Unrestricted]
`,
};

/** A list with several problems, one of each kind the checker reports. */
export const ILLEGAL_DECK_LIST: DeckListPreset = {
  id: 'illegal-several-problems',
  title: 'A deck list with problems',
  description:
    'Two ships, an adventure deck of 21 with 3 copies of one card, a captain’s deck of 59 with 4 copies of one card, a Restricted card over its cap, a card in both decks, an unknown note and a line with no name.',
  text: `Time is Money
Ship: Type S Scout
Ship: Beowulf Free Trader

Adventure deck
3 Group Package
2 Customs Inspection
2 Witness Relocation
${STAND_IN_CONTRACTS}
2 Glancing Shot
3x

Captain's deck
4 Time is Money
3 Glancing Shot
${SHARED_CAPTAINS_CARDS}
2 Stand-in Restricted Gadget [Restricted 1]
3 Stand-in Event [Favourite]
`,
};

export interface SoloChallengePreset {
  id: string;
  title: string;
  scenario: SoloScenarioId;
  challenges: SoloChallengeId[];
  /** The total the calculator gives. */
  expectedPoints: number;
}

/** A Dirty Half-Dozen game with a handful of challenges: 5 + 10 + 5 + 3 + 5 = 28 points. */
export const SOLO_CHALLENGE_PRESET: SoloChallengePreset = {
  id: 'dirty-half-dozen-sampler',
  title: 'The Dirty Half-Dozen with five challenges',
  scenario: 'dirty-half-dozen',
  challenges: ['adventure-25', 'adventure-five-non-native', 'captains-two-copies', 'opposition-one-start', 'hand-size-6'],
  expectedPoints: 28,
};

/** A deck list for that preset: 25 adventure cards with five marked [non-native], 60 captain's cards at most 2 of each. */
export const SOLO_DECK_LIST: DeckListPreset = {
  id: 'solo-sampler-deck',
  title: 'A deck for the solo preset',
  description: 'Meets the 25-card adventure deck, five non-native contracts and two-copy captain’s deck challenges.',
  text: `Ship: Type S Scout
Adventure deck (25)
2 Group Package [non-native]
2 Witness Relocation [non-native]
1 Customs Inspection [non-native]
${['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'].map((l) => `2 Stand-in Contract ${l}`).join('\n')}
Captain's deck (60)
${Array.from({ length: 30 }, (_, i) => `2 Stand-in Captain's Card ${i + 1}`).join('\n')}
`,
};

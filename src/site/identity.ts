/** The site's own name and description, shared by every page and the web app manifest. */
import { gamesWithContent } from './games/index.ts';

const titles = gamesWithContent().map((g) => g.title);
const listed = titles.length > 1 ? `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}` : (titles[0] ?? 'Traveller games');

export const SITE = {
  name: 'Traveller Rules Reference',
  shortName: 'Traveller Rules',
  description: `An unofficial, searchable rules reference and judge assistant for the ${listed}.`,
};

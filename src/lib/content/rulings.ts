/** The four levels of authority a ruling can have, strongest first. */
export const AUTHORITIES = [
  'rulebook',
  'publisher ruling',
  'community clarification',
  'our reading',
  'house rule',
] as const;
export type Authority = (typeof AUTHORITIES)[number];

export const AUTHORITY_TEXT: Record<Authority, string> = {
  rulebook: 'stated or directly implied by the rulebook text',
  'publisher ruling': 'an answer from the publisher (Hans im Glück), as reported by the community wiki',
  'community clarification': 'a reading agreed in player forums where the rulebook is unclear; not official',
  'our reading':
    'the sources are silent or unclear here; this site chose this reading (the other is a rule option) and says so',
  'house rule': 'a variant some groups play; not part of the rules',
};

/** The authorities' names in French (the values stay the English ids above). */
export const AUTHORITY_NAME_FR: Record<Authority, string> = {
  rulebook: 'livret de règles',
  'publisher ruling': 'décision de l’éditeur',
  'community clarification': 'précision de la communauté',
  'our reading': 'notre lecture',
  'house rule': 'règle maison',
};

/** What each authority means, in French. */
export const AUTHORITY_TEXT_FR: Record<Authority, string> = {
  rulebook: 'écrit dans le livret de règles, ou qui en découle directement',
  'publisher ruling':
    'une réponse de l’éditeur (Hans im Glück), telle que la rapporte le wiki de la communauté',
  'community clarification':
    'une lecture admise sur les forums de joueurs là où le livret est flou ; non officielle',
  'our reading':
    'les sources se taisent ou restent floues ; ce site a choisi cette lecture (l’autre est une option de ' +
    'règle) et le dit',
  'house rule': 'une variante que certains groupes jouent ; elle ne fait pas partie des règles',
};

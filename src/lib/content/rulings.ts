/** The four levels of authority a ruling can have, strongest first. */
export const AUTHORITIES = ['rulebook', 'publisher ruling', 'community clarification', 'our reading', 'house rule'] as const;
export type Authority = (typeof AUTHORITIES)[number];

export const AUTHORITY_TEXT: Record<Authority, string> = {
  rulebook: 'stated or directly implied by the rulebook text',
  'publisher ruling': "an answer from the publisher (Hans im Glück), as reported by the community wiki",
  'community clarification': 'a reading agreed in player forums where the rulebook is unclear; not official',
  'our reading': 'the sources are silent or unclear here; this site chose this reading (the other is a rule option) and says so',
  'house rule': 'a variant some groups play; not part of the rules',
};

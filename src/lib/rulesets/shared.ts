/** Words both playable rulesets use for the spots on a tile. */
export const WHERE: Record<string, string> = {
  N: 'north',
  E: 'east',
  S: 'south',
  W: 'west',
  C: 'centre',
  Nw: 'north-west',
  Ne: 'north-east',
  En: 'east-north',
  Es: 'east-south',
  Se: 'south-east',
  Sw: 'south-west',
  Ws: 'west-south',
  Wn: 'west-north',
};

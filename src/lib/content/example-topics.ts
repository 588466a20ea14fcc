/** Which rules page each worked example illustrates (by the record's file name). */
const TOPICS: [RegExp, string, string][] = [
  [/^options-discovery-/, '/related/the-discovery/#open-questions-and-how-we-play-them', 'The Discovery: open questions'],
  [/^options-/, '/variants/rule-options/', 'Rule options'],
  [/^surveyor|east-of-surveyors/, '/surveyors/movement/', 'Surveyors'],
  [/^final-|^game-end/, '/scoring/final-scoring/', 'Final scoring'],
  [/^deploy-and-score/, '/scoring/completed-features/', 'Scoring completed features'],
  [/^deploy-/, '/rules/deploying-settlers/', 'Deploying settlers'],
  [/^placement-/, '/rules/placing-tiles/', 'Placing tiles'],
  [/tie/, '/scoring/majorities/', 'Majorities, ties and returning settlers'],
  [/start-space|new-york/, '/tiles/start-board/', 'The start board'],
  [/^completed-unscored/, '/surveyors/movement/', 'Surveyors'],
  [/^(trail|town|farm)/, '/scoring/completed-features/', 'Scoring completed features'],
];

export function relatedRule(slug: string): { href: string; label: string } {
  const hit = TOPICS.find(([re]) => re.test(slug));
  return hit ? { href: hit[1], label: hit[2] } : { href: '/rules/overview/', label: 'Rules overview' };
}

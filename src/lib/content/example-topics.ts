/** Which rules page each worked example illustrates (by the record's file name), named in the page's language. */
import type { Lang } from '@lib/i18n/lang';

/** A pattern of file names, the page, and its name in English and in French. */
const TOPICS: [RegExp, string, string, string][] = [
  [
    /^options-discovery-/,
    '/related/the-discovery/#open-questions-and-how-we-play-them',
    'The Discovery: open questions',
    'Nouveau monde : les questions ouvertes',
  ],
  [/^options-/, '/variants/rule-options/', 'Rule options', 'Options de règles'],
  [/^surveyor|east-of-surveyors/, '/surveyors/movement/', 'Surveyors', 'Les arpenteurs'],
  [/^final-|^game-end/, '/scoring/final-scoring/', 'Final scoring', 'Décompte final'],
  [
    /^deploy-and-score/,
    '/scoring/completed-features/',
    'Scoring completed features',
    'Le décompte des éléments achevés',
  ],
  [/^deploy-/, '/rules/deploying-settlers/', 'Deploying settlers', 'Déployer ses colons'],
  [/^placement-/, '/rules/placing-tiles/', 'Placing tiles', 'Poser les tuiles'],
  [
    /tie/,
    '/scoring/majorities/',
    'Majorities, ties and returning settlers',
    'Majorités, égalités et retour des colons',
  ],
  [/start-space|new-york/, '/tiles/start-board/', 'The start board', 'Le plateau de départ'],
  [/^completed-unscored/, '/surveyors/movement/', 'Surveyors', 'Les arpenteurs'],
  [
    /^(trail|town|farm)/,
    '/scoring/completed-features/',
    'Scoring completed features',
    'Le décompte des éléments achevés',
  ],
];

/** The rules page an example illustrates: its path (English, without the language prefix) and its name in `lang`. */
export function relatedRule(slug: string, lang: Lang = 'en'): { href: string; label: string } {
  const hit = TOPICS.find(([re]) => re.test(slug));
  const fr = lang === 'fr';
  return hit
    ? { href: hit[1], label: fr ? hit[3] : hit[2] }
    : { href: '/rules/overview/', label: fr ? 'Présentation et matériel' : 'Rules overview' };
}

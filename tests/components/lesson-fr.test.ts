/**
 * The lesson player on a French page (src/components/learn/LessonPlayer.svelte with
 * `<html lang="fr">`): it loads the French words and the board's, and says its chrome, the
 * step, the board and the refusals in French.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Component } from 'svelte';
import { mountInto, takeDown, until } from './mounted';
import LessonPlayer from '../../src/components/learn/LessonPlayer.svelte';
import { LESSONS } from '@lib/content/lessons';
import { inLang } from '@lib/i18n/overlay';
import type { Lesson } from '@lib/content/lesson-schema';

interface Props {
  lesson: Lesson;
  slug: string;
  next?: { href: string; title: string } | null;
}
const Player = LessonPlayer as unknown as Component<Props>;
afterEach(() => {
  takeDown();
  document.documentElement.lang = 'en';
});

describe('a lesson on a French page', () => {
  it('speaks French: the step, the tile in hand, the board and its buttons', async () => {
    document.documentElement.lang = 'fr';
    const entry = LESSONS.find((l) => l.slug === 'placing-tiles')!;
    const lesson = inLang('fr', entry.lesson, `lessons/${entry.file}`);
    const target = mountInto(Player, { lesson, slug: 'placing-tiles', next: null });
    await until(() => !!target.querySelector('.nw-lesson h2'), 'the lesson drawn');
    const text = target.textContent ?? '';
    expect(target.querySelector('.nw-lesson h2')!.textContent).toBe(`Étape 1 sur ${lesson.steps.length}`);
    expect(text).toContain('Survolez ou touchez une tuile du plateau pour voir qui tient quoi.');
    expect(text).toContain('Posez-la sur une case marquée +.');
    expect(text).toContain('Recommencer la leçon');
    const buttons = [...target.querySelectorAll('button')].map(
      (b) => b.getAttribute('aria-label') ?? b.textContent,
    );
    expect(buttons).toEqual(expect.arrayContaining(['Tourner (R)', 'Zoomer', 'Dézoomer', 'Ajuster']));
    expect(target.querySelector('svg[role="application"]')!.getAttribute('aria-label')).toBe(
      'Plateau de New World : plateau de la leçon',
    );
    expect(target.querySelector('.nw-lesson .hand svg')!.getAttribute('aria-label')).toMatch(/^Tuile \w+/);
    expect(target.querySelector('.lesson-task')!.getAttribute('aria-label')).toBe('Cette étape');
  });
});

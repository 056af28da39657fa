/**
 * Whether the stories run under `vitest run` (`npm test`), not from Storybook's own test panel,
 * which shows every accessibility result of a story: the Storybook Vitest plugin sets
 * VITEST_STORYBOOK to 'true' for its panel and to 'false' otherwise. Under `vitest run` axe
 * describes only the violating elements (preview.tsx) and a story's report keeps the other rules
 * by name (vitest.setup.ts).
 */
export const COMMAND_LINE_RUN = import.meta.env['VITEST_STORYBOOK'] === 'false';

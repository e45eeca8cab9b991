import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {darkCodeTheme, lightCodeTheme} from '../../plugins/code-highlighting/code-themes';
import {MIN_TEXT_CONTRAST, contrastRatio} from '../fixtures/contrast';

describe('code block themes', () => {
  for (const [name, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    it(`${name}: every token colour meets WCAG AA on the code background`, () => {
      const background = theme.plain.backgroundColor;
      assert.ok(background, 'the theme sets a background');
      const entries = [{types: ['plain'], style: theme.plain}, ...theme.styles];
      const failing = entries
        .filter((entry) => entry.style.color !== undefined)
        .map((entry) => ({
          types: entry.types.join(','),
          ratio: contrastRatio(entry.style.color!, background),
        }))
        .filter(({ratio}) => ratio < MIN_TEXT_CONTRAST);
      assert.deepEqual(failing, []);
    });
  }
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    assert.equal(contrastRatio('#000000', '#ffffff'), 21);
    assert.equal(contrastRatio('rgb(255, 255, 255)', 'hsl(0, 0%, 100%)'), 1);
    assert.ok(Math.abs(contrastRatio('#777777', '#ffffff') - 4.48) < 0.01);
  });
});

import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {formatJson} from '../../generators/graphql-reference/examples/format-json';

describe('formatJson', () => {
  it('keeps short objects and lists on one line, breaks long ones one entry per line, and stays valid JSON', () => {
    const value = {
      spaceId: 'KDhitAcHfTBA',
      input: {
        tagNames: ['release'],
        mappingFields: [
          {key: 'title', type: 'text', value: '"Version 2.0 is out"'},
          {key: 'content', type: 'html', value: '"<p>Read the release notes.</p>"'},
        ],
      },
    };
    const text = formatJson(value);
    assert.deepEqual(JSON.parse(text), value);
    assert.equal(
      text,
      [
        '{',
        '  "spaceId": "KDhitAcHfTBA",',
        '  "input": {',
        '    "tagNames": ["release"],',
        '    "mappingFields": [',
        '      {"key": "title", "type": "text", "value": "\\"Version 2.0 is out\\""},',
        '      {"key": "content", "type": "html", "value": "\\"<p>Read the release notes.</p>\\""}',
        '    ]',
        '  }',
        '}',
      ].join('\n'),
    );
  });

  it('writes empty objects and lists, and values that are not containers, as they are', () => {
    assert.equal(formatJson({}), '{}');
    assert.equal(formatJson([]), '[]');
    assert.equal(formatJson({a: {}, b: null}), '{"a": {}, "b": null}');
    assert.equal(formatJson('text'), '"text"');
  });
});

import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import serverBundlePlugin from '../../plugins/server-bundle/index';

describe('server bundle', () => {
  const configure = (isServer: boolean): unknown => {
    const plugin = serverBundlePlugin();
    // The plugin reads neither the config nor the utils.
    const configureWebpack = plugin.configureWebpack as unknown as (config: object, isServer: boolean) => unknown;
    return configureWebpack.call(plugin, {}, isServer);
  };

  it('resolves dynamic imports inside the server bundle, and leaves the browser chunks alone', () => {
    assert.deepEqual(configure(true), {module: {parser: {javascript: {dynamicImportMode: 'eager'}}}});
    assert.deepEqual(configure(false), {});
  });
});

import type {ReactNode} from 'react';

import type {DefinitionFile, ReferenceComponentProps as Props} from '@site/plugins/reference-docs/contract/components';
import {HighlightedBlock} from './HighlightedBlock';
import {LazyDetails} from './LazyDetails';
import type {LoadData} from './useLazyData';

/** A definition too long for its page: its length, and the SDL, in a chunk of its own, when the reader opens it. */
export function LongDefinition({title, lines, load}: Props['LongDefinition'] & {readonly load?: LoadData<DefinitionFile>}): ReactNode {
  return (
    <LazyDetails summary={`${title}: ${lines} lines of SDL`} load={load}>
      {(definition) => <HighlightedBlock language="graphql" title={title} html={definition.highlighted} />}
    </LazyDetails>
  );
}

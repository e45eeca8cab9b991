import type {ReactNode} from 'react';

import type {ReferenceComponentProps as Props} from '@site/plugins/reference-docs/contract/components';
import {HighlightedBlock} from './HighlightedBlock';

export function Definition({highlighted, title}: Props['Definition']): ReactNode {
  return <HighlightedBlock language="graphql" title={title} html={highlighted} />;
}

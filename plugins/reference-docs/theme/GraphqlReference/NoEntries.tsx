import type {ReactNode} from 'react';

import type {ReferenceComponentProps as Props} from '@site/plugins/reference-docs/contract/components';

export function NoEntries({text}: Props['NoEntries']): ReactNode {
  return <p>{text}</p>;
}

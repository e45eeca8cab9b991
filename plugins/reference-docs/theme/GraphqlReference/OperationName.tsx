import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

export function OperationName({name, routes}: {readonly name: string; readonly routes: Readonly<Record<string, string>>}): ReactNode {
  const route = routes[name];
  return route === undefined ? (
    <code>{name}</code>
  ) : (
    <Link to={route}>
      <code>{name}</code>
    </Link>
  );
}
